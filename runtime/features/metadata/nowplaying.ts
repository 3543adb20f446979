import type { TrackInfo } from '../../stores/track';

/**
 * The now-playing endpoint (`metadata.source: "nowplaying"`, spec §7 names the service, not its
 * fields). The player GETs `metadata.url` and reads (docs/screen.md):
 *
 *     { "items": [ { "artist": "…", "title": "…", "cover": "https://…" }, … ] }
 *
 * newest first, at most 10 (spec §9: the request asks for `maxItems=10`, the reader reads no
 * more); the first item is on air. A bare list of items, or one item
 * on its own, is read the same way. `song` is accepted for `title`; `cover` is optional (without it
 * the enrichment looks one up). Undefined when the body is not such a document.
 */
export function nowPlayingTrack(body: unknown): TrackInfo | undefined {
  const items = nowPlayingItems(body);
  return items && (items[0] ?? { artist: '', title: '', cover: '' });
}

/** Spec §9: the service lists up to 10 items; the request asks for no more, the reader reads no more. */
export const MAX_NOW_PLAYING_ITEMS = 10;

/**
 * Every item of a now-playing document, newest first, at most MAX_NOW_PLAYING_ITEMS; undefined
 * when the body is not such a document (its first item is not one).
 */
export function nowPlayingItems(body: unknown): TrackInfo[] | undefined {
  const items: unknown[] = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.items) ? body.items : [body];
  const read = items.slice(0, MAX_NOW_PLAYING_ITEMS).map(readItem);
  if (read.length && !read[0]) return undefined;
  return read.filter((item): item is TrackInfo => !!item);
}

/** The `maxItems` the spec's now-playing service takes, set on the configured URL. */
export function nowPlayingRequestUrl(url: string): string {
  try {
    const request = new URL(url);
    request.searchParams.set('maxItems', String(MAX_NOW_PLAYING_ITEMS));
    return request.href;
  } catch {
    return url;
  }
}

function readItem(item: unknown): TrackInfo | undefined {
  if (!isObject(item)) return undefined;
  const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  // An object with none of the fields is not a now-playing item (an error page, say).
  if (!('artist' in item || 'title' in item || 'song' in item)) return undefined;
  return { artist: text(item.artist), title: text(item.title ?? item.song), cover: text(item.cover) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
