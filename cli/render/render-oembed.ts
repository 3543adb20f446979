import { SNIPPET_SIZE } from './render-snippet';

export interface OembedInput {
  title: string;
  /** The snippet's iframe. */
  html: string;
  /** Where dist/ is published; '' when unknown. */
  publicUrl: string;
}

export const OEMBED_FILE = 'oembed.json';

/** The oEmbed document's URL, for the page's discovery link: absolute when publicUrl is known. */
export function oembedUrl(publicUrl: string, sid: number): string {
  return publicUrl ? `${publicUrl}/${sid}/${OEMBED_FILE}` : OEMBED_FILE;
}

/**
 * dist/<id>/oembed.json (oEmbed 1.0, type rich): lets a CMS that reads oEmbed turn a link to the
 * player page into the player itself.
 */
export function renderOembed(input: OembedInput): string {
  const document = {
    version: '1.0',
    type: 'rich',
    title: input.title,
    // The station publishes the player, so it is the provider.
    provider_name: input.title,
    ...(input.publicUrl ? { provider_url: `${input.publicUrl}/` } : {}),
    html: input.html,
    width: SNIPPET_SIZE.width,
    height: SNIPPET_SIZE.height,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
