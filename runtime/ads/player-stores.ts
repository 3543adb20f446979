import type { $connection } from '../stores/connection';
import type { $playback } from '../stores/playback';
import type { $track } from '../stores/track';

/**
 * The player's stores the ads chunk works with, handed over by runtime/boot/ads.ts rather than
 * imported. Why: esbuild puts a module in a chunk of its own when a new set of chunks uses it, so
 * the ads chunk importing these would split the first-load bundle into more, smaller files —
 * measured at +0.4 KB gzip for a station without ads. Types only here.
 */
export interface PlayerStores {
  playback: typeof $playback;
  track: typeof $track;
  connection: typeof $connection;
}
