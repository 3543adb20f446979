import type { Feature } from '../../player/types';
import { $playback } from '../../stores/playback';
import { startOn } from '../start-on';

const TRIGGERS = ['focusin', 'keydown'];

/**
 * Keyboard shortcuts (issue 20 §2): the body loads on the first focus or key in the player's
 * document, and handles that key too.
 */
export const shortcuts: Feature = {
  name: 'shortcuts',
  applies: () => true,
  start(player) {
    const doc = player.env.document;
    return startOn(
      (fire) => {
        for (const type of TRIGGERS) doc.addEventListener(type, fire);
        return () => TRIGGERS.forEach((type) => doc.removeEventListener(type, fire));
      },
      (event) => import('./body').then((body) => body.startShortcuts(doc, $playback, player.request, event)),
    );
  },
};
