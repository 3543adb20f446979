/**
 * The id of the element the build inlines the embed config in (templates/embed.html:
 * `<script type="application/json" id="radio-embed-config">`), where the runtime reads it.
 */
export const CONFIG_ELEMENT_ID = 'radio-embed-config';
