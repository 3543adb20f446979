import type { QueryOverrides } from '../config/query-overrides';

/**
 * A player's `stores.overrides` before `createPlayer` sets the address's query overrides
 * (spec §2), once at start.
 */
export const NO_OVERRIDES: QueryOverrides = Object.freeze({
  autoplay: false,
  noSocial: false,
  showVolume: false,
  adTracing: false,
  logLevel: 'error',
});
