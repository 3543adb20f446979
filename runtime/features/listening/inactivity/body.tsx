// Loaded on the first Play of a station with `ui.inactivityMinutes` (../listening.ts).
import { announce } from '../panel/announce';
import { openPanel, type Panel } from '../panel/open-panel';
import type { ListenerRequests, PlaybackView } from '../requests';
import { minuteMs } from '../test-minute';
import { watchInactivity } from './inactivity-timer';
import { EN_INACTIVITY } from '../words/inactivity';
import { words } from '../../i18n/words';

/** What counts as the listener being there: a press, a key, a touch, a scroll in the player. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'];

/**
 * Asks "Are You There?" over the player after `minutes` of playing untouched, with a button to
 * keep listening; unanswered for 60 s, the stream stops. The question is an analytics event
 * (spec §9 `prompts`, through the consent gate like every other). Returns the teardown.
 */
export function startInactivity(doc: Document, minutes: number, playback: PlaybackView, request: ListenerRequests): () => void {
  let panel: Panel | undefined;
  const watch = watchInactivity({
    minutes,
    playback,
    request,
    minuteMs: minuteMs(doc.location.search),
    onAsk() {
      const w = words(EN_INACTIVITY);
      // tracking/listener-events.ts's event, written out: importing it would add a shared chunk
      // to this body's download list in the first load (test/runtime/features/inactivity.test.tsx).
      // It names this player (its playback store), so another player's analytics do not count it.
      doc.defaultView!.dispatchEvent(
        new CustomEvent('radio-embed:activity', { detail: { activity: { type: 'prompt', action: "inactivity message 'Are You There?'" }, player: playback } }),
      );
      announce(doc, w.askedSaid);
      panel = openPanel(
        doc,
        w.areYouThere,
        (close) => (
          <>
            <h2>{w.areYouThere}</h2>
            <button type="button" onClick={close}>
              {w.keepListening}
            </button>
          </>
        ),
        // Closing it any way (the button, Escape) is an answer: the pointer or key already counted.
      );
    },
    onGiveUp() {
      panel?.close();
      announce(doc, words(EN_INACTIVITY).gaveUp);
    },
  });
  const touched = () => watch.touched();
  for (const type of INTERACTIONS) doc.addEventListener(type, touched, true);
  return () => {
    for (const type of INTERACTIONS) doc.removeEventListener(type, touched, true);
    watch.stop();
    panel?.close();
  };
}
