/**
 * Browsers kept for a whole test worker, not one test or file. The e2e files run in shared
 * workers (vitest.config.ts: isolate: false), one file after another, so a test that asks for a
 * browser with the same switches as an earlier one gets the browser it started, with a context of
 * its own: its own cookies, storage, cache and permissions, what a fresh profile gives. A
 * Chromium start costs about 0.7 CPU s and a Firefox start about 2.5 (README, Testing); the
 * suite asked for about 120 of them.
 */
export interface WorkerBrowser<B> {
  browser: B;
  /** False once it crashed or was closed: the next test gets a new one. */
  alive(): boolean;
  /** Closes it and removes what it left (its profile, its note for the global teardown). */
  close(): Promise<void>;
  /**
   * Stops its processes while no test uses it, and starts them again. An idle Firefox is not idle:
   * its compositor's vsync and its timers take about 1 CPU s a minute (0.49 s in 30 s, measured;
   * none stopped), and a worker keeps one per set of switches for the whole run, beside five
   * workers' files that are short of CPU.
   */
  pause?(): void;
  resume?(): void;
}

/**
 * How long a worker keeps a browser no test uses. Long: between two tests of a file, or before
 * the next file's first page, a station is built or a stream started (often 5–20 s), and an idle
 * browser costs memory only (24 GB here), not CPU.
 */
const IDLE_CLOSE_MS = 120_000;

/**
 * How long a browser no test uses runs on before it is paused (`WorkerBrowser.pause`): past the
 * next test's start, which comes within milliseconds of the last one's end in a file.
 */
const PAUSE_AFTER_MS = 1_000;

interface Entry {
  started: Promise<WorkerBrowser<unknown>>;
  /** Sessions open in it; at 0 its idle and pause timers run. */
  users: number;
  idle?: NodeJS.Timeout;
  pausing?: NodeJS.Timeout;
}

const browsers = new Map<string, Entry>();
/** Every session open in this worker, closed at the end of the file that opened it. */
const openSessions = new Set<() => Promise<void>>();

/**
 * Opens a session (`open`) in the worker's running browser for `key` (engine and switches),
 * started by `start` when there is none or it died. The session's `close` is wrapped: it
 * releases the browser, which closes after IDLE_CLOSE_MS unless another session comes.
 */
export async function inWorkerBrowser<B, S extends { close(): Promise<void> }>(
  key: string,
  start: () => Promise<WorkerBrowser<B>>,
  open: (browser: B) => Promise<S>,
): Promise<S> {
  const known = browsers.get(key);
  const running = await known?.started.catch(() => undefined);
  // A browser that died is let go (its profile removed) unless another call already did.
  if (known && !running?.alive() && browsers.get(key) === known) {
    clearTimeout(known.idle);
    browsers.delete(key);
    void running?.close();
  }
  // Read again after the wait: a call beside this one (Promise.all, describe.concurrent) may have
  // started the browser meanwhile, and a second start would be the cost this module saves.
  let entry = browsers.get(key);
  if (!entry) {
    const created: Entry = { started: start(), users: 0 };
    browsers.set(key, created);
    created.started.catch(() => browsers.get(key) === created && browsers.delete(key));
    entry = created;
  }
  clearTimeout(entry.idle);
  clearTimeout(entry.pausing);
  entry.users++;
  const owner = entry;
  let session: S;
  try {
    const running = await owner.started;
    running.resume?.();
    session = await open(running.browser as B);
  } catch (error) {
    release(key, owner);
    throw error;
  }
  const close = session.close.bind(session);
  let closed: Promise<void> | undefined;
  const closeOnce = () => {
    closed ??= (async () => {
      openSessions.delete(closeOnce);
      await close().catch(() => {});
      release(key, owner);
    })();
    return closed;
  };
  session.close = closeOnce;
  openSessions.add(closeOnce);
  return session;
}

function release(key: string, entry: Entry): void {
  entry.users--;
  if (entry.users > 0) return;
  entry.idle = setTimeout(() => {
    if (browsers.get(key) === entry) browsers.delete(key);
    void entry.started.then((running) => (running.resume?.(), running.close()), () => {});
  }, IDLE_CLOSE_MS);
  entry.idle.unref();
  entry.pausing = setTimeout(() => void entry.started.then((running) => entry.users === 0 && running.pause?.(), () => {}), PAUSE_AFTER_MS);
  entry.pausing.unref();
}

/**
 * Closes the sessions a file left open (a test that failed before its own close): the e2e setup
 * file calls it after each file, so that nothing of one file plays on in the next.
 */
export async function closeSessionsLeftOpen(): Promise<number> {
  const left = [...openSessions];
  await Promise.all(left.map((close) => close()));
  return left.length;
}
