// Unit-test setup: the unit project shares one module graph and one environment per worker
// (`isolate: false`, vitest.config.ts), so a file must leave the worker as a fresh one would be —
// what a file started and did not stop would otherwise run in the next file (a leftover timer of
// one file's player once made a fetch that recent-view.test.tsx counted). After each file:
// timers it left pending are cleared (a fresh worker would never run them), fake timers, stubbed
// globals and env vars are restored, and a happy-dom page is emptied (its DOM, storage, cookies,
// pending tasks, the listeners left on window and document). A file that mocks modules
// (`vi.mock`) gets modules evaluated afresh, before and after it: a module another file imported
// holds the real dependency, and one evaluated against this file's mock would hand the mock to the
// next file (vitest undoes neither without isolation).
import { readFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';

type TimerHandle = Parameters<typeof clearTimeout>[0];
interface PendingTimers {
  handles: Set<TimerHandle>;
  clear: (handle: TimerHandle) => void;
}

const PENDING = Symbol.for('radio-embed.test.pending-timers');
const LISTENERS = Symbol.for('radio-embed.test.page-listeners');
const pending = ((globalThis as Record<symbol, unknown>)[PENDING] ??= trackTimers()) as PendingTimers;

/**
 * Wraps the global setTimeout/setInterval (once per worker) to know which are still pending. Fake
 * timers replace these while a test uses them and put them back after, so they are not tracked.
 */
function trackTimers(): PendingTimers {
  const handles = new Set<TimerHandle>();
  const { setTimeout: realSetTimeout, setInterval: realSetInterval, clearTimeout: realClearTimeout, clearInterval: realClearInterval } = globalThis;
  const trackedSetTimeout = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetTimeout(
      (...callArgs: unknown[]) => {
        handles.delete(handle);
        if (typeof callback === 'function') callback(...callArgs);
      },
      ms,
      ...args,
    );
    handles.add(handle);
    return handle;
  };
  const trackedSetInterval = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetInterval(callback, ms, ...args);
    handles.add(handle);
    return handle;
  };
  // util.promisify(setTimeout) keeps working (Node's own promisified form, untracked).
  globalThis.setTimeout = Object.assign(trackedSetTimeout, realSetTimeout) as typeof setTimeout;
  globalThis.setInterval = Object.assign(trackedSetInterval, realSetInterval) as typeof setInterval;
  globalThis.clearTimeout = ((handle: TimerHandle) => {
    handles.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle: TimerHandle) => {
    handles.delete(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;
  return { handles, clear: (handle) => realClearTimeout(handle) };
}

const testPath = expect.getState().testPath;
const source = testPath === undefined ? '' : readFileSync(testPath, 'utf8');
// A page (happy-dom) file's runtime modules start afresh, as on a new page: the runtime keeps
// page-wide state in modules (the host's consent answer, the chosen words, the geo answer handed
// from the first paint), which another file's players would otherwise have set. Only evaluated
// again: the worker, its environment and every module's transform stay.
const mocksModules = /\bvi\.(mock|doMock)\(/.test(source);
if (mocksModules || /@vitest-environment\s+happy-dom/.test(source)) vi.resetModules();
const page = typeof window !== 'undefined' && 'happyDOM' in window ? ((globalThis as Record<symbol, unknown>)[LISTENERS] ??= trackPageListeners()) as PageListeners : undefined;

afterAll(async () => {
  vi.useRealTimers();
  for (const handle of pending.handles) pending.clear(handle);
  pending.handles.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (mocksModules) vi.resetModules();
  if (page) {
    page.removeAll();
    await emptyPage();
  }
});

type Listening = [target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions];
interface PageListeners {
  removeAll: () => void;
}

/**
 * Wraps the page's (window's and document's) addEventListener once per worker, to remove what a
 * file left listening: a player it did not destroy would hear the next file's events.
 */
function trackPageListeners(): PageListeners {
  const added = new Set<Listening>();
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener) added.add([target, type, listener, options]);
      add(type, listener, options);
    };
  }
  return {
    removeAll: () => {
      for (const [target, type, listener, options] of added) target.removeEventListener(type, listener, options);
      added.clear();
    },
  };
}

/** The happy-dom page as a new one: no pending task or request, nothing on it or stored. */
async function emptyPage(): Promise<void> {
  await (window as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
