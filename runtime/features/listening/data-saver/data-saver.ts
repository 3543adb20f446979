import type { EmbedStreams } from '../../../config/embed-config';
import type { ReadableAtom } from 'nanostores';
import type { AudioEngine, DataSaving } from '../../../engine/types';
import type { PlaybackView } from '../requests';
import type { StreamSource } from '../../../streams/select-stream';

/**
 * The browser asks to save data (`navigator.connection.saveData`: Chrome's Lite mode, Android's
 * Data Saver, "Low data mode" where the browser reports it).
 */
export const wantsLessData = (nav: Navigator | undefined): boolean =>
  (nav as (Navigator & { connection?: { saveData?: boolean } }) | undefined)?.connection?.saveData === true;

/** The browser asks to save data, or the listener turned the player's "Low data" on. */
export const savesData = (lowData: ReadableAtom<boolean | undefined>): boolean => wantsLessData(globalThis.navigator) || !!lowData.get();

/** The same for the engine (hls.js's cap), followed while it plays. */
export const dataSaving = (lowData: ReadableAtom<boolean | undefined>): DataSaving => ({
  get: () => savesData(lowData),
  subscribe: (listener) => lowData.subscribe(() => listener()),
});

/**
 * The station's sources with the lowest bitrate first (`data.bitrates`, kbit/s, by field); a
 * source without a known bitrate keeps its place after those with one. Without any bitrate the
 * order is the station's (HLS, AAC, MP3). The override `stream_url` is never reordered away.
 */
export function lowestBitrateFirst(candidates: readonly StreamSource[], bitrates: EmbedStreams['bitrates']): StreamSource[] {
  const rate = (source: StreamSource) => (source.origin === 'override' ? 0 : bitrates?.[source.origin]) ?? Number.POSITIVE_INFINITY;
  return [...candidates].sort((a, b) => rate(a) - rate(b));
}

/** The sources in the order the engine tries them: the lightest first while saving data. */
export const sourcesInUse = (candidates: readonly StreamSource[], bitrates: EmbedStreams['bitrates'], saving: boolean): StreamSource[] =>
  saving ? lowestBitrateFirst(candidates, bitrates) : [...candidates];

/**
 * The "Low data" switch turned while the engine runs: it gets the sources in the new order and,
 * when the source to play changed while the listener wants the stream, restarts on the new one
 * (a reload: a restart, not a Stop; no second Play needed). hls.js caps itself
 * (engine/hls-transport.ts). Returns the teardown.
 */
export function followLowData(
  engine: AudioEngine,
  candidates: readonly StreamSource[],
  bitrates: EmbedStreams['bitrates'],
  playback: PlaybackView,
  lowData: ReadableAtom<boolean | undefined>,
): () => void {
  let first = sourcesInUse(candidates, bitrates, savesData(lowData))[0];
  return lowData.listen(() => {
    const sources = sourcesInUse(candidates, bitrates, savesData(lowData));
    if (sources[0] === first) return;
    first = sources[0];
    engine.load(sources);
    if (playback.get().playStream) engine.reload();
  });
}
