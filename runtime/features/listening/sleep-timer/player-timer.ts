// The menu's (../menu/body.tsx): loaded with it.
import { announce } from '../panel/announce';
import type { Player } from '../../../player/types';
import { createSleepTimer, type SleepTimer } from './sleep-timer';
import { minuteMs } from '../test-minute';
import { EN_LISTEN_MENU } from '../../i18n/locales/en/listen-menu';
import { words } from '../../i18n/words';

/**
 * The player's sleep timer, made on first use and kept in its stores (`sleepTimer`); it writes the
 * minutes left for the bar. The listening feature's teardown (the player's destroy()) ends it.
 */
export function playerSleepTimer(doc: Document, { request, stores }: Pick<Player, 'request' | 'stores'>): SleepTimer {
  const made = stores.sleepTimer.get();
  if (made) return made;
  const timer = createSleepTimer({
    request,
    playback: stores.playback,
    onLeft: (minutes) => stores.sleepLeft.set(minutes),
    onFading: () => announce(doc, words(EN_LISTEN_MENU).sleepFading),
    minuteMs: minuteMs(doc.location.search),
  });
  stores.sleepTimer.set(timer);
  return timer;
}
