// The lazy HLS chunk: hls.js (its light build) and the glue to the engine. Loaded only where a
// station's HLS source cannot play natively (./load-hls.ts).
import Hls from 'hls.js/light';
import { hlsConfig } from './hls-config';
import type { DataSaving, Transport } from './types';

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

/** The stream element's property holding the early hls.js (engine/early-stream.ts EARLY_HLS: the same name, written out: an import would be a chunk the first paint's cold click shares with the app). */
export const EARLY_HLS = 'reEarlyHls';

/** hls.js playing a cold click's early stream, until the engine adopts it. */
export interface EarlyHls {
  /** The engine takes it as its own transport: its failures and the data saver are the engine's from now. Returns the close. */
  adopt(onFailure: (payload: unknown) => void, dataSaving?: DataSaving): () => void;
  /** Ends it (once; a second close does nothing). */
  close(): void;
}

/**
 * The first paint's early stream where hls.js plays the station's HLS (Firefox;
 * first-paint/early-stream.ts): the same transport as the engine's, started on the painted
 * element before the engine came, and kept on it under EARLY_HLS for the engine to adopt
 * (engine/connection.ts): one connection, no gap. Until then, hls.js's failures and the data
 * saver wait for the engine; a failure before it ends the stream and resets the element (its
 * `emptied` ends the first paint's wait), and the engine, finding nothing to adopt, connects afresh.
 */
export function startEarlyHls(media: HTMLMediaElement, url: string): EarlyHls {
  let onFailure: ((payload: unknown) => void) | undefined;
  let saving: DataSaving | undefined;
  let follow = (): void => {};
  let unfollow: (() => void) | undefined;
  // Before the engine: the browser's own Save-Data (the listener's "Low data" is the app's, read
  // once it adopts this; the capped level then follows at once). The data saver's `wantsLessData`
  // reads the same, but the engine may not import a feature, and a module of its own in lib/ for
  // this one line cost the shared chunks more than it saves (measured: the menu +104 B, the engine +82 B).
  const relay: DataSaving = {
    get: () => (saving ? saving.get() : (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true),
    subscribe: (listener) => ((follow = listener), listener(), () => unfollow?.()),
  };
  let open = true;
  const end = hlsTransport(media, url, (payload) => (onFailure ? onFailure(payload) : failedEarly()), false, relay);
  const close = (): void => {
    if (open) (open = false), end();
  };
  const failedEarly = (): void => {
    close();
    media.removeAttribute('src');
    media.load();
  };
  const handle: EarlyHls = {
    adopt(failure, dataSaving) {
      onFailure = failure;
      saving = dataSaving;
      unfollow = dataSaving?.subscribe(follow);
      return close;
    },
    close,
  };
  (media as unknown as Record<string, EarlyHls>)[EARLY_HLS] = handle;
  return handle;
}
