import type { TrackInfo } from '../../stores/track';

/** One track this listener heard, and when (ms since the epoch). */
export interface Played extends TrackInfo {
  at: number;
}

/** As many as the now-playing service lists (spec §9: up to 10 items). */
export const MAX_PLAYED = 10;

const same = (a: TrackInfo, b: TrackInfo): boolean => a.artist === b.artist && a.title === b.title;

/**
 * The list with `track` heard at `at` added: newest first, at most MAX_PLAYED. The track already
 * at the top (the same one reported again, or heard again after a Stop and Play) only takes a
 * cover it did not have; an empty track (between tracks, a station ID) is not one.
 */
export function addPlayed(list: readonly Played[], track: TrackInfo, at: number): Played[] {
  if (!track.artist && !track.title) return [...list];
  const [newest, ...rest] = list;
  if (newest && same(newest, track)) return [{ ...newest, cover: newest.cover || track.cover }, ...rest];
  return [{ artist: track.artist, title: track.title, cover: track.cover, at }, ...list].slice(0, MAX_PLAYED);
}

/** The list stored as JSON; [] for anything that is not one (a stale or hand-edited value). */
export function readPlayed(json: string | null): Played[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((item): item is Played => typeof item?.title === 'string' && typeof item.artist === 'string' && typeof item.at === 'number')
      .map(({ artist, title, cover, at }) => ({ artist, title, cover: typeof cover === 'string' ? cover : '', at }))
      .slice(0, MAX_PLAYED);
  } catch {
    return [];
  }
}
