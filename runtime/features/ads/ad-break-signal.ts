/** An in-stream ad break, as the stream's metadata announces it (docs/ads.md). */
export interface AdBreakSignal {
  /** The companion to show during the break; '' when none. */
  companionUrl: string;
  /** How long the break lasts, in seconds; 0 = until the next track's metadata. */
  durationS: number;
}

const MARKER = /^\s*ad[_-]?break(?=$|[\s;:])(.*)$/i;
const HTTP_URL = /^https?:\/\//i;

/**
 * Reads the ad-break convention in a metadata title (Icecast `StreamTitle`, the status page's
 * title, an ID3 title): `ADBREAK` (also `AD_BREAK`, `AD-BREAK`, any case), then optional
 * `key=value` pairs separated by spaces or `;`:
 * `companion=<http(s) URL>` (or `companionUrl=`) and `duration=<seconds>`.
 * `ADBREAK companion=https://ads.example/300x250.png duration=30`. Null for any other title.
 */
export function readAdBreak(text: string): AdBreakSignal | null {
  const match = MARKER.exec(text);
  if (!match) return null;
  const signal: AdBreakSignal = { companionUrl: '', durationS: 0 };
  for (const pair of match[1]!.split(/[\s;]+/)) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const key = pair.slice(0, at).toLowerCase();
    const value = pair.slice(at + 1).replace(/^['"]|['"]$/g, '');
    if ((key === 'companion' || key === 'companionurl') && HTTP_URL.test(value)) signal.companionUrl = value;
    else if (key === 'duration' && Number(value) > 0) signal.durationS = Number(value);
  }
  return signal;
}

/** The break a track's metadata announces: either part of the track line may carry the marker. */
export function adBreakOfTrack(track: { artist: string; title: string }): AdBreakSignal | null {
  return readAdBreak(track.title) ?? readAdBreak(track.artist);
}
