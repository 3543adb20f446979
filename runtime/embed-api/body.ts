// The host-page API's lazy body (./face.ts loads it only when the player is framed): a page opened
// directly pays nothing for it.
export { startFrameApi as start } from './frame-api';
