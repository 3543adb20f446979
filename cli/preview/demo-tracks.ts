import { encodePng } from './png';

type Rgb = readonly [number, number, number];

/** One track of the built-in demo feed, and the colours its generated cover is drawn in. */
export interface DemoTrack {
  artist: string;
  title: string;
  /** The cover's gradient (top left → bottom right) and its rings. */
  colours: readonly [Rgb, Rgb, Rgb];
}

/** Invented artists and titles (the chord loop has no real ones): four, so each comes back every 80 s. */
export const DEMO_TRACKS: readonly DemoTrack[] = [
  { artist: 'Tidewater Chords', title: 'Harbour Lights', colours: [[14, 42, 89], [20, 150, 160], [250, 210, 120]] },
  { artist: 'The Loop Collective', title: 'Four Bar Sunrise', colours: [[240, 110, 40], [200, 40, 110], [255, 240, 200]] },
  { artist: 'Mira Sol', title: 'Minor Sevenths', colours: [[70, 20, 110], [30, 40, 150], [200, 170, 255]] },
  { artist: 'Quiet Engines', title: 'Late Train Home', colours: [[10, 60, 40], [120, 170, 60], [235, 245, 220]] },
];

export const COVER_SIZE = 256;

/**
 * A track's cover, drawn here (no network, no image package): a diagonal gradient with a ring
 * motif like a record's grooves, its centre moved per track so the four look different.
 */
export function drawCover(track: DemoTrack, index: number): Buffer {
  const [from, to, ring] = track.colours;
  const size = COVER_SIZE;
  const cx = size * (0.35 + 0.1 * (index % 3));
  const cy = size * (0.65 - 0.1 * (index % 2));
  return encodePng(size, size, (x, y) => {
    const t = (x + y) / (2 * size);
    const base = from.map((c, i) => c + (to[i]! - c) * t) as unknown as Rgb;
    const r = Math.hypot(x - cx, y - cy);
    // Soft rings out to 40 % of the cover, fading towards the edge of the disc.
    if (r > size * 0.4) return base;
    const groove = 0.5 + 0.5 * Math.cos(r / 3);
    const weight = (1 - r / (size * 0.4)) * 0.55 * groove + (r < size * 0.06 ? 0.8 : 0);
    return base.map((c, i) => c + (ring[i]! - c) * Math.min(1, weight)) as unknown as Rgb;
  });
}
