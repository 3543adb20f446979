/** The id of the page's `<script type="application/json">` holding the station's config (templates/embed.html writes it). */
export const CONFIG_ELEMENT_ID = 'radio-embed-config';

/**
 * The config's text in a page the build wrote, read from its HTML (the build reading back a page
 * it does not rebuild; the tests): undefined where there is none.
 */
export const inlinedConfigText = (html: string): string | undefined =>
  new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
