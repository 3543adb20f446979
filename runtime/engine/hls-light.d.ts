// hls.js ships types for its full build only; the light build (no subtitles, alternate audio,
// DRM, CMCD, content steering, interstitials — nothing a live audio stream uses) has the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
