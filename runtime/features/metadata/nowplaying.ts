import type { TrackInfo } from '../../stores/track';

/**
 * The now-playing endpoint (`metadata.source: "nowplaying"`, spec §7 names the service, not its
 * fields). The player GETs `metadata.url` and reads (docs/screen.md):
 *
 *     { "items": [ { "artist": "…", "title": "…", "cover": "https://…" }, … ] }
 *
 * newest first, at most 10 (spec §9); the first item is on air. A bare list of items, or one item
 * on its own, is read the same way. `song` is accepted for `title`; `cover` is optional (without it
 * the enrichment looks one up). Undefined when the body is not such a document.
 */
export function nowPlayingTrack(body: unknown): TrackInfo | undefined {
  const items = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.items) ? body.items : [body];
  const item: unknown = items[0];
  if (items.length === 0) return { artist: '', title: '', cover: '' };
  if (!isObject(item)) return undefined;
  const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const track = { artist: text(item.artist), title: text(item.title ?? item.song), cover: text(item.cover) };
  // An object with none of the fields is not a now-playing document (an error page, say).
  return 'artist' in item || 'title' in item || 'song' in item ? track : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
