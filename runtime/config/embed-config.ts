// The build↔runtime contract lives in contract/ (shared with cli/); types only, so zod stays out of the bundle.
export type * from '../../contract/embed-config';

/** The id of the inlined JSON element in the embed page (templates/embed.html writes it). */
export const CONFIG_ELEMENT_ID = 'radio-embed-config';
