import { atom } from 'nanostores';
import type { QueryOverrides } from '../config/query-overrides';

/** The address's query overrides (spec §2), set once at start. */
export const $overrides = atom<QueryOverrides>({
  autoplay: false,
  noSocial: false,
  showVolume: false,
  adTracing: false,
  logLevel: 'error',
});
