import type { ActivitySource, PlayerActivity } from './player-activity';

/**
 * The listener events that happen in lazy parts of the player (the "Are You There?" prompt, a
 * share target's click), carried to the analytics integrations as a DOM event on the player's
 * window: the parts that emit them need not load the integrations, and the integrations hear
 * them only once started, behind the consent gate (player-integrations.ts).
 */
export const LISTENER_EVENT = 'radio-embed:activity';

export function emitListenerEvent(win: Window, activity: PlayerActivity): void {
  win.dispatchEvent(new CustomEvent(LISTENER_EVENT, { detail: activity }));
}

/** The listener events as an activity source (none where there is no window: Node). */
export const activityFromListenerEvents =
  (win: Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>> = globalThis): ActivitySource =>
  (handler) => {
    const listener = (event: Event) => handler((event as CustomEvent<PlayerActivity>).detail);
    win.addEventListener?.(LISTENER_EVENT, listener);
    return () => win.removeEventListener?.(LISTENER_EVENT, listener);
  };
