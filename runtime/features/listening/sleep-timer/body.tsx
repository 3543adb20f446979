// Loaded on the first click of the sleep timer's button (./SleepButton.tsx).
import { announce } from '../panel/announce';
import { openPanel } from '../panel/open-panel';
import type { ListenerRequests } from '../requests';
import { $playback } from '../../../stores/playback';
import { createSleepTimer, SLEEP_MINUTES, type SleepTimer } from './sleep-timer';
import { $sleepLeft } from './state';
import { minuteMs } from '../test-minute';

let timer: SleepTimer | undefined;

/** This page's sleep timer, made on first use; it writes the minutes left for the bar. */
function sleepTimer(doc: Document, request: ListenerRequests): SleepTimer {
  return (timer ??= createSleepTimer({
    request,
    playback: $playback,
    onLeft: (minutes) => $sleepLeft.set(minutes),
    onFading: () => announce(doc, 'Sleep timer: fading out and stopping'),
    minuteMs: minuteMs(doc.location.search),
  }));
}

/** The sleep timer's menu: 15, 30, 60 or 90 minutes, or off; the current choice is pressed. */
export function openSleepMenu(doc: Document, request: ListenerRequests): void {
  const sleep = sleepTimer(doc, request);
  const choose = (minutes: number | null, close: () => void) => {
    sleep.set(minutes);
    announce(doc, minutes === null ? 'Sleep timer off' : `Sleep timer: the stream stops in ${minutes} minutes`);
    close();
  };
  openPanel(doc, 'Sleep timer', (close) => (
    <>
      <h2>Stop playing in</h2>
      <div className="re-panel-row">
        {SLEEP_MINUTES.map((minutes) => (
          <button type="button" key={minutes} aria-pressed={sleep.minutes === minutes} onClick={() => choose(minutes, close)}>
            {minutes} min
          </button>
        ))}
        <button type="button" aria-pressed={sleep.minutes === null} onClick={() => choose(null, close)}>
          Off
        </button>
      </div>
    </>
  ));
}
