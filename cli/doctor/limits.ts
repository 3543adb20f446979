/**
 * How far doctor goes with a server it does not control (issue 30 §4): a hostile or broken one
 * (a playlist of thousands of entries, a redirect loop, a body that trickles forever) costs at
 * most these. `radio-embed doctor --help` names each one (commands/doctor.ts).
 */
export const DOCTOR_LIMITS = {
  /** The first entries of an M3U/PLS playlist are checked; the player tries them in order. */
  playlistEntries: 10,
  /** Redirects followed per address (browsers follow 20; a real station needs one or two). */
  redirects: 10,
  /** A stream: Chromium starts MP3 once it holds this much (docs/operators.md). */
  streamBytes: 128 * 1024,
  /** A playlist, status page, now-playing or geo document. */
  documentBytes: 1024 * 1024,
  /** One HLS segment, read for its ID3 tags. */
  segmentBytes: 4 * 1024 * 1024,
  /** An image: read up to this much; a larger one is reported as too large. */
  imageBytes: 1024 * 1024,
  /** A station's checks end within this many --timeout periods (an HLS check is three GETs in a row). */
  stationTimeouts: 4,
} as const;

/** Each address's time limit when `--timeout` is not given (and preview's badges). */
export const DEFAULT_TIMEOUT_S = 5;

/** `128 KB`, `1 MB`. */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}
