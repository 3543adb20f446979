import { lazy } from '../lib/lazy';
import type { Feature } from '../player/types';

const body = lazy(() => import('./body'));

/** Framed by a host page: answer its loader (embed.js) — play/stop, state and height. */
export const hostPageApi: Feature = {
  applies: (_config, env) => env.window.parent !== env.window,
  start: (player) => body().then((chunk) => chunk.start(player)),
};
