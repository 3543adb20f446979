import type { Connection } from './connection';
import { CONNECTION_CLOSED, createDownloadWatch } from './download-watch';
import { createHeldAudioWatch } from './held-audio-watch';
import type { PhaseEvent } from './phase';
import { createStallWatch } from './stall-watch';

/**
 * The watchers of a playing session: the stall watch always, the download watch for a stream on
 * the element's own `src` (MP3, AAC), the held-audio watch for the browser's own HLS player where
 * it may be left for hls.js. What they see goes to the phase table; they stop with every
 * connection.
 */
export function createSessionWatches(
  media: HTMLMediaElement,
  connection: Connection,
  send: (event: PhaseEvent) => void,
  mayLeaveNativeHls: boolean,
) {
  const stall = createStallWatch(media, () => send({ type: 'dropped', error: { code: 'STALLED', message: 'The stream stalled' } }));
  const download = createDownloadWatch(media, () => send({ type: 'dropped', error: CONNECTION_CLOSED }));
  const heldAudio = createHeldAudioWatch(media, () => send({ type: 'hoarding' }));
  return {
    /** Audio plays (again): `playing` counts as progress. */
    start(): void {
      stall.start();
      const native = !connection.viaTransport();
      const hls = connection.source()?.type === 'HLS';
      // HLS is fetched a segment at a time (2 to 10 s apart): only a continuous download can be
      // watched for a closed connection. HLS drops show as hls.js failures or the stall watch.
      if (native && !hls) download.start();
      if (native && hls && mayLeaveNativeHls) heldAudio.start();
    },
    /** Paused: no progress is expected, so none is a stall. */
    stopStall: (): void => stall.stop(),
    stop(): void {
      for (const watch of [stall, download, heldAudio]) watch.stop();
    },
  };
}
