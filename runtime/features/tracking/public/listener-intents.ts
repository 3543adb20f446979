import type { ActivitySource } from './player-activity';

/** The fields of the playback store (`stores.playback`) this adapter reads. */
export interface IntentSnapshot {
  /** The listener (or autoplay) asked to play; Play sets it, Stop clears it. */
  playStream: boolean;
  /** Audio actually plays. */
  playing: boolean;
}

export interface ReadableIntents {
  get(): IntentSnapshot;
  listen(listener: (value: IntentSnapshot) => void): () => void;
}

export interface IntentOptions {
  /** Autoplay was asked for (the `autoplay=1` query override). */
  autoplay: boolean;
  /** The DOM event being dispatched right now, if any; default `window.event`. */
  currentEvent?: () => Event | undefined;
  /**
   * Calls back at each press or key of the listener on the page; returns the teardown. Default:
   * trusted pointerdown/keydown/touchstart on the window. (Not `navigator.userActivation`: Chrome
   * grants it to a page opened from the address bar, so it says "active" before any press.)
   */
  watchGestures?: (onGesture: () => void) => () => void;
}

// Input events a listener makes: a press of Play/Stop arrives as one of these (keyboard too).
const USER_INPUT = /^(click|key|pointer|mouse|touch)/;

function windowEvent(): Event | undefined {
  return (globalThis as { event?: Event }).event;
}

const GESTURES = ['pointerdown', 'keydown', 'touchstart'];

function windowGestures(onGesture: () => void): () => void {
  const listener = (event: Event): void => {
    if (event.isTrusted) onGesture();
  };
  for (const type of GESTURES) globalThis.addEventListener?.(type, listener, true);
  return () => {
    for (const type of GESTURES) globalThis.removeEventListener?.(type, listener, true);
  };
}

/**
 * The listener's own intents, read from the playback store without touching the play/stop
 * actions: `playStream` changing while a trusted input event is being dispatched is a press of
 * Play (`user_played`) or Stop (`user_stopped`); the actions write it synchronously in the
 * click handler. The first playback of a page that asked for autoplay, before any press or key
 * of the listener on the page, is `autoplay` (spec §4: success on the play event).
 */
export function activityFromIntents(store: ReadableIntents, options: IntentOptions): ActivitySource {
  const currentEvent = options.currentEvent ?? windowEvent;
  const watchGestures = options.watchGestures ?? windowGestures;
  return (handler) => {
    let previous = { ...store.get() };
    let autoplayPending = options.autoplay;
    // Once the listener has touched the page, a later playback may be theirs, not autoplay's.
    const stopWatching = autoplayPending ? watchGestures(() => (autoplayPending = false)) : () => {};
    const stopListening = store.listen((next) => {
      const event = currentEvent();
      const pressed = !!event?.isTrusted && USER_INPUT.test(event.type);
      if (next.playStream !== previous.playStream && pressed) {
        autoplayPending = false;
        handler({ type: next.playStream ? 'user_played' : 'user_stopped' });
      }
      if (next.playing && !previous.playing) {
        if (autoplayPending) handler({ type: 'autoplay' });
        // Autoplay is tried once per page; any later playback is the listener's.
        autoplayPending = false;
      }
      previous = { ...next };
    });
    return () => {
      stopWatching();
      stopListening();
    };
  };
}
