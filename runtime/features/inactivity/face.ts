import type { Feature } from '../../player/types';
import { $playback } from '../../stores/playback';
import { firstPlay, startOn } from '../start-on';

/** "Are You There?" (issue 20 §4): stations with `ui.inactivityMinutes`; its body loads on the first Play. */
export const inactivity: Feature = {
  name: 'inactivity',
  applies: ({ ui }) => ui.inactivityMinutes > 0,
  start: (player, { ui }) =>
    startOn(firstPlay, () => import('./body').then((body) => body.startInactivity(player.env.document, ui.inactivityMinutes, $playback, player.request))),
};
