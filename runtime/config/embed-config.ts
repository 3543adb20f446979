// The build↔runtime contract lives in contract/ (shared with cli/); types only, so zod stays out of the bundle.
export type * from '../../contract/embed-config';

export { CONFIG_ELEMENT_ID } from '../../contract/inlined-config';
