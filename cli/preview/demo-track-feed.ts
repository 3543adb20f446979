import { DEMO_TRACKS, drawCover } from './demo-tracks';

export const DEMO_FEED_PATH = '/demo/nowplaying.json';
/** `/demo/covers/<n>.png`: the n-th demo track's cover. */
export const DEMO_COVER_PATH = /^\/demo\/covers\/(\d+)\.png$/;
/** About a short song's worth for a demo: long enough to read, short enough to see it change. */
export const DEMO_TRACK_MS = 20_000;
/** The spec's limit for a now-playing list (§9). */
const MAX_ITEMS = 10;

/** The now-playing document (runtime/features/metadata/nowplaying.ts): newest first, the first is on air. */
export interface NowPlayingDocument {
  items: { artist: string; title: string; cover: string }[];
}

export interface DemoTrackFeed {
  /** What is on air now and what played before it; covers as absolute URLs under `origin`. */
  nowPlaying(origin: string): NowPlayingDocument;
  /** The PNG of track `index`'s cover, or undefined for no such track. */
  cover(index: number): Buffer | undefined;
}

/**
 * The built-in demo stream's track feed: the demo tracks in turn, one every `trackMs` from
 * `startedAt` (the preview's start), as a now-playing endpoint would list them. Covers are drawn
 * once, on first request.
 */
export function createDemoTrackFeed(options: { startedAt?: number; trackMs?: number; now?: () => number } = {}): DemoTrackFeed {
  const { startedAt = Date.now(), trackMs = DEMO_TRACK_MS, now = Date.now } = options;
  const covers = new Map<number, Buffer>();
  return {
    nowPlaying(origin) {
      const played = Math.floor(Math.max(0, now() - startedAt) / trackMs);
      const count = Math.min(played + 1, MAX_ITEMS);
      const items = Array.from({ length: count }, (_, back) => {
        const index = (played - back) % DEMO_TRACKS.length;
        const { artist, title } = DEMO_TRACKS[index]!;
        return { artist, title, cover: `${origin}/demo/covers/${index}.png` };
      });
      return { items };
    },
    cover(index) {
      const track = DEMO_TRACKS[index];
      if (!track) return undefined;
      let png = covers.get(index);
      if (!png) covers.set(index, (png = drawCover(track, index)));
      return png;
    },
  };
}
