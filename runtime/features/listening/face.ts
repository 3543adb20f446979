import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { ListeningButton } from './menu/ListeningButton';
import { startOn } from './start-on';
import { listeningStores } from './stores';

const onPlayBody = lazy(() => import('./on-play'));

/**
 * A key, or focus that the browser shows (a Tab, not the press of a pointer: a click on Play
 * focuses Play too). The shortcuts' code then comes, not on the click that starts the stream,
 * where its download and evaluation would delay the stream's first request (issue 16, measured
 * by `npm run bench -- click-to-audio`); the key that loads it is handled as well.
 */
const wantsKeys = (event: Event): boolean =>
  event.type === 'keydown' || (event.target instanceof Element && event.target.matches(':focus-visible'));

/**
 * The listening features (issue 20, docs/listening.md) as one first-load face, since every page
 * pays for it: on the first Play, one player at a time, off air and "Are You There?" where the
 * station sets them (./on-play.ts, fetched with the engine, on the listener's first sign of
 * intent, so the click on Play fetches nothing but the stream); on the first key or keyboard
 * focus in the player's document, the keyboard shortcuts (which handle that key too). The sleep
 * timer and Low data are in Listening options, its button in the bar (./menu/); the teardown ends
 * the player's sleep timer.
 */
export const listening: Feature = {
  stores: listeningStores,
  bar: ListeningButton,
  start(player, config) {
    const doc = player.env.document;
    const { playback } = player.stores;
    player.whenEngine(() => void onPlayBody().catch(() => undefined));
    const onPlay = startOn(
      (fire) => playback.listen(({ playStream }) => playStream && fire()),
      () => onPlayBody().then((body) => body.startOnPlay(player, config)),
    );
    const onKeys = startOn(
      (fire) => {
        const maybe = (event: Event): void => void (wantsKeys(event) && fire(event));
        doc.addEventListener('keydown', maybe);
        doc.addEventListener('focusin', maybe);
        return () => {
          doc.removeEventListener('keydown', maybe);
          doc.removeEventListener('focusin', maybe);
        };
      },
      (event) => import('./shortcuts/body').then((body) => body.startShortcuts(doc, playback, player.request, event)),
    );
    return () => {
      onPlay();
      onKeys();
      // The sleep timer belongs to this player: none runs on after it.
      player.storesOf(listeningStores).sleepTimer.get()?.set(null);
    };
  },
};
