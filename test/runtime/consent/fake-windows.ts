// Window stand-ins for the host-consent tests: a frame chain with named child frames, and a host
// window whose CMP answers the IAB postMessage calls the way a real stub does.
import { LOCATOR_NAMES, type CmpApi } from '../../../runtime/features/consent/find-locators';

export interface FakeWindow extends EventTarget {
  parent: FakeWindow;
  frames: Record<string, unknown>;
  posted: unknown[];
  postMessage(message: unknown, targetOrigin?: string): void;
  location: { reload(): void };
  /** A Storage of the test's own (Map-backed), kept across a "reload" when the test passes it on. */
  sessionStorage?: Storage;
}

/** A Map-backed Storage: what a frame's sessionStorage keeps across a reload. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function fakeWindow(parent?: FakeWindow, locators: CmpApi[] = []): FakeWindow {
  const win = new EventTarget() as FakeWindow;
  win.parent = parent ?? win;
  win.frames = Object.fromEntries(locators.map((api) => [LOCATOR_NAMES[api], {}]));
  win.posted = [];
  win.postMessage = (message) => win.posted.push(message);
  win.location = { reload: () => {} };
  return win;
}

/** A `message` event as the browser delivers it: data and the window that posted it. */
export function messageFrom(source: unknown, data: unknown): Event {
  return Object.assign(new Event('message'), { data, source });
}

export type CmpAnswer = (command: string, parameter: unknown) => { returnValue: unknown; success: boolean } | undefined;

/**
 * Makes `host` a CMP for `api`: each call posted to it is answered to `player` (as an object, or
 * as JSON text with `asText`). `answer` may return undefined to stay silent; `push` sends another
 * return for the latest call (an addEventListener listener firing again).
 */
export function answerCalls(api: CmpApi, host: FakeWindow, player: FakeWindow, answer: CmpAnswer, asText = false) {
  const callKey = { tcf: '__tcfapiCall', gpp: '__gppCall', usp: '__uspapiCall' }[api];
  const returnKey = { tcf: '__tcfapiReturn', gpp: '__gppReturn', usp: '__uspapiReturn' }[api];
  let lastCallId: unknown;
  const reply = (value: { returnValue: unknown; success: boolean }) => {
    const message = { [returnKey]: { ...value, callId: lastCallId } };
    player.dispatchEvent(messageFrom(host, asText ? JSON.stringify(message) : message));
  };
  host.postMessage = (message) => {
    host.posted.push(message);
    const call = (message as Record<string, { command: string; parameter: unknown; callId: unknown }>)[callKey];
    if (!call) return;
    lastCallId = call.callId;
    const value = answer(call.command, call.parameter);
    if (value) queueMicrotask(() => reply(value));
  };
  return { push: reply };
}
