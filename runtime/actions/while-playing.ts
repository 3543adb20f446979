// A lazy chunk: what only a player that has played needs. Fetched with the first audio
// (./engine-bindings.ts), so a later network drop does not depend on a download.
export { startMediaSession } from './media-session';
export { reconnect } from './reconnect';
