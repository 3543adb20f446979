import { type HostMessage, isHostMessage } from './protocol';

// What both halves of the frame's side of the host-page API share: the first paint's (it answers
// the loader before the app is there: runtime/first-paint/host-page.ts) and the app's (frame-api.ts).

/**
 * The origin of the page that frames the player, when the browser tells: Chromium and Safari
 * list it in `ancestorOrigins`; otherwise the referrer's origin (the snippet's referrer policy
 * sends it). '*' when unknown: the messages carry only the play state and a height.
 */
export function hostOrigin(win: Window): string {
  const origin = win.location.ancestorOrigins?.[0] ?? (win.document.referrer ? new URL(win.document.referrer).origin : '*');
  return origin === 'null' ? '*' : origin;
}

/**
 * A command from the page that frames this one: sent by the parent window itself (not another
 * frame, not a script in this page), from its origin when that is known, and shaped as the
 * loader's messages are. Anything else is not the host page talking and is ignored.
 */
export function isFromHost(event: MessageEvent, host: Window, origin: string): event is MessageEvent<HostMessage> {
  return event.source === host && (origin === '*' || event.origin === origin) && isHostMessage(event.data);
}

/** The first paint told the loader `ready` already: the app's API then reports changes only. */
export const toldHostReady = (doc: Document): boolean => doc.getElementById('app')?.hasAttribute('data-host-ready') ?? false;

/** Dispatched on the window once the app's API listens: what the first paint held goes to it. */
export const HOST_API_STARTED = 'radio-embed:host-api';
