import { log } from '../lib/logger';
import type { PlayerEnv } from './types';

/** The page's own window, document, storage, fetch, timers and logger. */
export const browserEnv = (win: Window = window): PlayerEnv => ({
  window: win,
  document: win.document,
  location: win.location,
  storage: () => win.localStorage,
  fetch: win.fetch.bind(win),
  clock: win,
  log,
});
