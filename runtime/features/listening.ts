import { play, stop } from '../actions/playback';
import { setVolume, toggleSound } from '../actions/volume';
import type { EmbedConfig } from '../config/embed-config';
import { $connection } from '../stores/connection';
import { $playback } from '../stores/playback';
import { followOffAir } from './off-air/off-air';
import type { ListenerRequests } from './requests';

/** The controls' own request path (runtime/actions/), as the listening features ask for it. */
export const controlRequests: ListenerRequests = { play, stop, toggleMute: toggleSound, setVolume };

const FOCUS_EVENTS = ['focusin', 'keydown'];

/**
 * The first-load face of the listening features (issue 20), kept to a few lines since every
 * page pays for it: each body is a lazy chunk in its own folder, loaded on its first relevant
 * moment. At start: whether the stream is off air (a store the status line reads). On the first Play: one player at a time, and "Are You There?" where the station asks for it; on the first focus or key: the shortcuts. Returns the teardown.
 */
export function startListening(config: EmbedConfig, win: Window = window): () => void {
  let live = true;
  const stops = [followOffAir($connection)];
  const started = (stop: () => void) => (live ? stops.push(stop) : stop());
  const onPlay = $playback.listen(({ playStream }) => {
    if (!playStream) return;
    onPlay();
    void import('./only-one/body').then((body) => started(body.startOnlyOne(win, $playback, controlRequests)));
    const { inactivityMinutes } = config.ui;
    if (inactivityMinutes > 0) void import('./inactivity/body').then((body) => started(body.startInactivity(win.document, inactivityMinutes, $playback, controlRequests)));
  });
  // Focus or a key in the player's document: the shortcuts (they then handle that key too).
  const doc = win.document;
  const onFocus = (event: Event): void => {
    for (const type of FOCUS_EVENTS) doc.removeEventListener(type, onFocus);
    void import('./shortcuts/body').then((body) => started(body.startShortcuts(doc, $playback, controlRequests, event)));
  };
  for (const type of FOCUS_EVENTS) doc.addEventListener(type, onFocus);
  return () => {
    live = false;
    onPlay();
    for (const type of FOCUS_EVENTS) doc.removeEventListener(type, onFocus);
    stops.forEach((stop) => stop());
  };
}
