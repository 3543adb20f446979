// Loaded on the first click of the sleep timer's button (./SleepButton.tsx).
import { announce } from '../panel/announce';
import { openPanel } from '../panel/open-panel';
import type { ListenerRequests } from '../requests';
import { $playback } from '../../../stores/playback';
import { createSleepTimer, SLEEP_MINUTES, type SleepTimer } from './sleep-timer';
import { $sleepLeft, onSleepReset } from './state';
import { minuteMs } from '../test-minute';
import { EN_LISTENING } from '../../i18n/locales/en/listening';
import { EN_SLEEP } from '../../i18n/locales/en/sleep';
import { words } from '../../i18n/words';

/** The words, with `{n}` minutes. */
const say = (text: string, minutes: number) => text.replace('{n}', `${minutes}`);

let timer: SleepTimer | undefined;

/** This page's sleep timer, made on first use; it writes the minutes left for the bar. */
function sleepTimer(doc: Document, request: ListenerRequests): SleepTimer {
  if (timer) return timer;
  // A player's destroy() ends it; the next player makes its own, with its own requests.
  onSleepReset(() => {
    timer?.set(null);
    timer = undefined;
  });
  return (timer = createSleepTimer({
    request,
    playback: $playback,
    onLeft: (minutes) => $sleepLeft.set(minutes),
    onFading: () => announce(doc, words(EN_LISTENING).sleepFading),
    minuteMs: minuteMs(doc.location.search),
  }));
}

/** The sleep timer's menu: 15, 30, 60 or 90 minutes, or off; the current choice is pressed. */
export function openSleepMenu(doc: Document, request: ListenerRequests): void {
  const sleep = sleepTimer(doc, request);
  const w = words({ ...EN_SLEEP, ...EN_LISTENING });
  const choose = (minutes: number | null, close: () => void) => {
    sleep.set(minutes);
    announce(doc, minutes === null ? w.sleepOff : say(w.sleepSet, minutes));
    close();
  };
  openPanel(doc, w.sleepTimer, (close) => (
    <>
      <h2>{w.stopPlayingIn}</h2>
      <div className="re-panel-row">
        {SLEEP_MINUTES.map((minutes) => (
          <button type="button" key={minutes} aria-pressed={sleep.minutes === minutes} onClick={() => choose(minutes, close)}>
            {say(w.minutes, minutes)}
          </button>
        ))}
        <button type="button" aria-pressed={sleep.minutes === null} onClick={() => choose(null, close)}>
          {w.off}
        </button>
      </div>
    </>
  ));
}
