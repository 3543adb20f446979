// The lazy HLS chunk: hls.js (its light build) and the glue to the engine. Loaded only where a
// station's HLS source cannot play natively (./load-hls.ts).
import Hls from 'hls.js/light';
import { hlsConfig } from './hls-config';
import type { Transport } from './types';

const TRACKED = ['play', 'pause'];

/**
 * Plays an HLS URL through hls.js on the media element (Media Source Extensions). hls.js recovers
 * from what it can by itself (non-fatal errors); a fatal error goes to the engine, which tries the
 * next source or reconnects. The close destroys the instance: requests, buffers, listeners.
 */
export const hlsTransport: Transport = (media, url, onFailure, withCredentials, dataSaving) => {
  const hls = new Hls(hlsConfig(withCredentials));
  // The data saver (docs/listening.md): where the browser asks to save data or the listener's
  // "Low data" is on, never above the lowest level (hls.js lists levels by bitrate, lowest
  // first); -1 lifts the cap. Followed while it plays: turning the switch needs no new Play. (An
  // engine made without a player has no `dataSaving`: hls.js picks its levels itself.)
  const unfollow = dataSaving?.subscribe(() => (hls.autoLevelCapping = dataSaving.get() ? 0 : -1));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    // A live playlist that stopped advancing (see hls-config.ts) is not fatal to hls.js, but it
    // reloads it no more: the stream is gone.
    if (data.fatal || data.details === Hls.ErrorDetails.PLAYLIST_UNCHANGED_ERROR) onFailure(data);
  });
  // hls.js replaces the element's MediaSource by itself after the element reports an error (its
  // recoverMediaError, MEDIA_SOURCE_REQUIRES_RESET: Firefox reports its audio output failing as a
  // decode error and plays on, but a Media Source then takes no more audio). That reload leaves the
  // element paused, with no `pause` event: the player went on showing Stop over silence (issue
  // 29). Where it was playing (its last `play` or `pause` says so: the reload paused it before any
  // hls.js event of it could be heard), it plays on; a refused play() goes to the engine (Play shows).
  let playing = false;
  const track = (event: Event): unknown => (playing = event.type == 'play');
  for (const type of TRACKED) media.addEventListener(type, track);
  hls.on(Hls.Events.MEDIA_ATTACHED, () => playing && media.paused && media.play().catch(onFailure));
  hls.loadSource(url);
  hls.attachMedia(media);
  return () => {
    for (const type of TRACKED) media.removeEventListener(type, track);
    unfollow?.();
    hls.destroy();
  };
};
