import type { Feature } from '../../player/types';
import { startOn } from './start-on';

const FOCUS = ['focusin', 'keydown'];

/**
 * The listening features (issue 20, docs/listening.md) as one first-load face, since every page
 * pays for it: on the first Play, one player at a time, off air and "Are You There?" where the
 * station sets them (./on-play.ts); on the first focus or key in the player's document, the
 * keyboard shortcuts (which handle that key too). The sleep timer and Low data are in Listening
 * options, a button in the bar (./menu/); the teardown ends the player's sleep timer.
 */
export const listening: Feature = {
  name: 'listening',
  applies: () => true,
  start(player, config) {
    const doc = player.env.document;
    const { playback } = player.stores;
    const onPlay = startOn(
      (fire) => playback.listen(({ playStream }) => playStream && fire()),
      () => import('./on-play').then((body) => body.startOnPlay(player, config)),
    );
    const onFocus = startOn(
      (fire) => {
        for (const type of FOCUS) doc.addEventListener(type, fire);
        return () => FOCUS.forEach((type) => doc.removeEventListener(type, fire));
      },
      (event) => import('./shortcuts/body').then((body) => body.startShortcuts(doc, playback, player.request, event)),
    );
    return () => {
      onPlay();
      onFocus();
      // The sleep timer belongs to this player: none runs on after it.
      player.stores.sleepTimer.get()?.set(null);
    };
  },
};
