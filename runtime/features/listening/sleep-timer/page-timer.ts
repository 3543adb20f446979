// The menu's (../menu/body.tsx): loaded with it.
import { announce } from '../panel/announce';
import type { ListenerRequests, PlaybackView } from '../requests';
import { createSleepTimer, type SleepTimer } from './sleep-timer';
import { $sleepLeft, onSleepReset } from './state';
import { minuteMs } from '../test-minute';
import { EN_LISTEN_MENU } from '../../i18n/locales/en/listen-menu';
import { words } from '../../i18n/words';

let timer: SleepTimer | undefined;

/** This page's sleep timer, made on first use; it writes the minutes left for the bar. */
export function pageSleepTimer(doc: Document, request: ListenerRequests, playback: PlaybackView): SleepTimer {
  if (timer) return timer;
  // A player's destroy() ends it; the next player makes its own, with its own requests.
  onSleepReset(() => {
    timer?.set(null);
    timer = undefined;
  });
  return (timer = createSleepTimer({
    request,
    playback,
    onLeft: (minutes) => $sleepLeft.set(minutes),
    onFading: () => announce(doc, words(EN_LISTEN_MENU).sleepFading),
    minuteMs: minuteMs(doc.location.search),
  }));
}
