/**
 * Which browsers play what, for the sources a station names. From the browsers' own support
 * tables (MDN "Media container formats", "Web audio codec guide") and what this project's tests
 * play in Chromium, Firefox and WebKit.
 */
export type Browser = 'Chromium' | 'Firefox' | 'Safari';

export interface Codec {
  name: string;
  /** Browsers that do not play it; empty: all three do. */
  missing: Browser[];
}

const EVERYWHERE: Browser[] = [];

/** Progressive streams by Content-Type. */
const AUDIO_TYPES: Record<string, Codec> = {
  'audio/mpeg': { name: 'MP3', missing: EVERYWHERE },
  'audio/mp3': { name: 'MP3', missing: EVERYWHERE },
  'audio/mpeg3': { name: 'MP3', missing: EVERYWHERE },
  'audio/x-mpeg': { name: 'MP3', missing: EVERYWHERE },
  'audio/aac': { name: 'AAC (ADTS)', missing: EVERYWHERE },
  'audio/aacp': { name: 'AAC+ (ADTS)', missing: EVERYWHERE },
  'audio/x-aac': { name: 'AAC (ADTS)', missing: EVERYWHERE },
  'audio/mp4': { name: 'AAC (MP4)', missing: EVERYWHERE },
  'audio/x-m4a': { name: 'AAC (MP4)', missing: EVERYWHERE },
  'audio/flac': { name: 'FLAC', missing: EVERYWHERE },
  // Ogg streams (Vorbis, Opus) from Icecast: Safari plays neither as a live stream.
  'audio/ogg': { name: 'Ogg', missing: ['Safari'] },
  'application/ogg': { name: 'Ogg', missing: ['Safari'] },
  'audio/webm': { name: 'WebM', missing: ['Safari'] },
};

export function codecOfType(type: string): Codec | undefined {
  return AUDIO_TYPES[type];
}

/** HLS playlists by Content-Type (RFC 8216 and the older names servers still send). */
export const HLS_TYPES = new Set(['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'audio/mpegurl', 'audio/x-mpegurl']);

/** M3U and PLS playlists that list progressive streams. */
export const PLAYLIST_TYPES = new Set(['audio/x-mpegurl', 'audio/mpegurl', 'audio/x-scpls', 'application/pls+xml']);

/**
 * One entry of an HLS CODECS attribute (RFC 6381). Chromium and Firefox play HLS through Media
 * Source Extensions here (hls.js), whose audio is AAC, MP3, Opus and FLAC; Safari's own player
 * also plays AC-3 and E-AC-3.
 */
export function codecOfHls(entry: string): Codec {
  const code = entry.trim().toLowerCase();
  if (code === 'mp4a.40.2' || code === 'mp4a.40.5' || code === 'mp4a.40.29') return { name: `AAC (${entry.trim()})`, missing: EVERYWHERE };
  if (code === 'mp4a.40.34' || code === 'mp4a.6b' || code === 'mp3') return { name: `MP3 (${entry.trim()})`, missing: EVERYWHERE };
  if (code === 'ac-3' || code === 'ec-3') return { name: entry.trim(), missing: ['Chromium', 'Firefox'] };
  if (code === 'opus') return { name: 'Opus', missing: ['Safari'] };
  if (code === 'flac' || code === 'fLaC'.toLowerCase()) return { name: 'FLAC', missing: ['Safari'] };
  if (/^(avc1|avc3|hvc1|hev1|av01|vp09)\b/.test(code)) return { name: `video (${entry.trim()})`, missing: EVERYWHERE };
  return { name: entry.trim(), missing: ['Chromium', 'Firefox', 'Safari'] };
}

/** `Chromium and Safari`, `Chromium, Firefox and Safari`. */
export function listBrowsers(browsers: readonly Browser[]): string {
  return browsers.length < 2 ? browsers.join('') : `${browsers.slice(0, -1).join(', ')} and ${browsers.at(-1)}`;
}

/** Most listeners use Chromium (Chrome, Edge, Android): a codec it cannot play is an error. */
export function codecSeverity(codec: Codec): 'error' | 'warning' {
  return codec.missing.includes('Chromium') ? 'error' : 'warning';
}
