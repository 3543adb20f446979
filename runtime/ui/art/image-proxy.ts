// The image-proxy rule is the config's (runtime/config/image-proxy.ts): the UI and the lock screen's
// art (actions/media-session.ts) read it there; this module stays for the UI's importers.
export { proxiedImage, stationImage } from '../../config/image-proxy';
