// The menu's (../menu/body.tsx): loaded with it.
import { announce } from '../panel/announce';
import type { Player } from '../../../player/types';
import { createSleepTimer, type SleepTimer } from './sleep-timer';
import { minuteMs } from '../test-minute';
import { EN_LISTEN_MENU } from '../words/listen-menu';
import { words } from '../../i18n/words';
import { listeningStores } from '../stores';

/**
 * The player's sleep timer, made on first use and kept in the feature's stores (`sleepTimer`); it
 * writes the minutes left for the bar. The listening feature's teardown (the player's destroy()) ends it.
 */
export function playerSleepTimer(doc: Document, { request, stores, storesOf }: Pick<Player, 'request' | 'stores' | 'storesOf'>): SleepTimer {
  const { sleepTimer, sleepLeft } = storesOf(listeningStores);
  const made = sleepTimer.get();
  if (made) return made;
  const timer = createSleepTimer({
    request,
    playback: stores.playback,
    onLeft: (minutes) => sleepLeft.set(minutes),
    onFading: () => announce(doc, words(EN_LISTEN_MENU).sleepFading),
    minuteMs: minuteMs(doc.location.search),
  });
  sleepTimer.set(timer);
  return timer;
}
