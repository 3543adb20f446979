import type { Feature } from '../../player/types';
import { $playback } from '../../stores/playback';
import { firstPlay, startOn } from '../start-on';

/** One player at a time (issue 20 §1, docs/listening.md): its body loads on the first Play. */
export const onlyOne: Feature = {
  name: 'only-one',
  applies: () => true,
  start: (player) => startOn(firstPlay, () => import('./body').then((body) => body.startOnlyOne(player.env.window, $playback, player.request))),
};
