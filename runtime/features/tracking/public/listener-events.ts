import type { ActivitySource, PlayerActivity } from './player-activity';

/**
 * The listener events that happen in lazy parts of the player (the "Are You There?" prompt, a
 * share target's click, the "ad blocker detected" prompt), carried to the analytics integrations
 * as a DOM event on the player's window: the parts that emit them need not load the
 * integrations, and the integrations hear them only once started, behind the consent gate
 * (player-integrations.ts).
 *
 * Two players may share a window (two embeds in one page's scripts, tests): each event names the
 * player it happened in (its `stores.playback`, an identity only, never read), and each player's
 * integrations hear their own player's events alone, so one click is counted once.
 */
export const LISTENER_EVENT = 'radio-embed:activity';

/** The event's detail. Written out by the lazy parts that must not import this module. */
export interface ListenerEventDetail {
  activity: PlayerActivity;
  /** The player's `stores.playback`. */
  player: object;
}

export function emitListenerEvent(win: Window, player: object, activity: PlayerActivity): void {
  win.dispatchEvent(new CustomEvent<ListenerEventDetail>(LISTENER_EVENT, { detail: { activity, player } }));
}

/** `player`'s listener events as an activity source (none where there is no window: Node). */
export const activityFromListenerEvents =
  (player: object, win: Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>> = globalThis): ActivitySource =>
  (handler) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<ListenerEventDetail | undefined>).detail;
      if (detail?.player === player) handler(detail.activity);
    };
    win.addEventListener?.(LISTENER_EVENT, listener);
    return () => win.removeEventListener?.(LISTENER_EVENT, listener);
  };
