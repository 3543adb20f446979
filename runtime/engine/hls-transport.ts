// The lazy HLS chunk: hls.js (its light build) and the glue to the engine. Loaded only where a
// station's HLS source cannot play natively (./load-hls.ts).
import Hls from 'hls.js/light';
import { hlsConfig } from './hls-config';
import type { Transport } from './types';

/**
 * Plays an HLS URL through hls.js on the media element (Media Source Extensions). hls.js recovers
 * from what it can by itself (non-fatal errors); a fatal error goes to the engine, which tries the
 * next source or reconnects. The close destroys the instance: requests, buffers, listeners.
 */
export const hlsTransport: Transport = (media, url, onFailure, withCredentials) => {
  const hls = new Hls(hlsConfig(withCredentials));
  // The data saver (docs/listening.md): where the browser asks to save data, never above the
  // lowest level (hls.js lists levels by bitrate, lowest first). Read here, not imported from
  // features/listening/data-saver, which would make that module a chunk of its own.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true) hls.autoLevelCapping = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    // A live playlist that stopped advancing (see hls-config.ts) is not fatal to hls.js, but it
    // reloads it no more: the stream is gone.
    if (data.fatal || data.details === Hls.ErrorDetails.PLAYLIST_UNCHANGED_ERROR) onFailure(data);
  });
  hls.loadSource(url);
  hls.attachMedia(media);
  return () => hls.destroy();
};
