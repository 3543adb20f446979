import type { Logger } from '../../lib/logger';
import type { PlayerStores } from '../../player/player-stores';
import type { GeoOutcome } from './geo';

/** The player's stores the privacy layer writes: the mode, the strings, its status, the cache and the notices. */
export type PrivacyStores = Pick<PlayerStores, 'usPrivacyMode' | 'privacyStrings' | 'privacyStatus' | 'privacyCache' | 'privacyNotice'>;

/**
 * What the privacy layer needs from its surroundings: the player's stores, and the rest, which
 * defaults to the browser's.
 */
export interface PrivacyDeps {
  stores: PrivacyStores;
  /** The `ip` query override: the address the geo lookup asks about. */
  ip?: string;
  /** localStorage, read lazily (touching it can throw in sandboxed or third-party frames). */
  storage?: () => Storage | null | undefined;
  /** sessionStorage, read lazily: carries an unsaved opt-out through the reload (carried-opt-out.ts). */
  sessionStorage?: () => Storage | null | undefined;
  /** The window whose name carries an unsaved opt-out where no storage works (default `window`). */
  browsingContext?: { name: string };
  fetch?: typeof fetch;
  now?: () => number;
  log?: Logger;
  /** Reloads the page after an opt-out from the explicit notice (default `location.reload()`). */
  reload?: () => void;
  /** Restarts the player after a confirmed inline choice (the privacy body passes the player's). */
  restartPlayer?: () => void;
  /** Where the `us_privacy` / `gpp` overrides are read from and removed (defaults: window's). */
  location?: { href: string };
  history?: { state: unknown; replaceState(data: unknown, unused: string, url: string): void };
  /** Read for `globalPrivacyControl` (default `navigator`). */
  navigator?: { globalPrivacyControl?: boolean };
  /** Geo lookup timeout; default 3000 ms. */
  geoTimeoutMs?: number;
  /** Geo results per address; default one cache for the page (tests pass their own). */
  geoCache?: Map<string, Promise<GeoOutcome>>;
}
