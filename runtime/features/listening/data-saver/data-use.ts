import type { EmbedStreams } from '../../../config/embed-config';
import type { StreamSource } from '../../../streams/select-stream';
import { sourcesInUse } from './data-saver';

/** Megabytes (10^6 bytes) an hour of a stream at `kbps` kbit/s, rounded: 64 kbit/s → 29. */
export const megabytesPerHour = (kbps: number): number => Math.round((kbps * 3600) / 8 / 1000);

/**
 * The estimated MB per hour of the source the player would play (the first in use), from the
 * bitrate the station declares for it; null when it declares none (or it is the `stream_url`
 * override), so no figure is made up.
 */
export function dataUse(candidates: readonly StreamSource[], bitrates: EmbedStreams['bitrates'], saving: boolean): number | null {
  const [first] = sourcesInUse(candidates, bitrates, saving);
  const kbps = first && first.origin !== 'override' ? bitrates?.[first.origin] : undefined;
  return kbps ? megabytesPerHour(kbps) : null;
}
