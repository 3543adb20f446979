import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { startProcess, type RunningProcess } from './child-process';
import { freePort } from './free-port';
import { takePageLog, withPageLog } from './in-page-log';
import { track } from './leftovers';
import { emptyPageLog, type PageLog } from './page-log';
import { waitFor } from './wait-for';
import { newSession, type WebDriverSession } from './webdriver-client';
import { focusOnlyWindow } from './x11-focus';
import { startXvfb, type Xvfb } from './xvfb';

/**
 * WebKit — the engine of Safari and of every iOS browser — as Debian ships it: WebKitGTK's
 * MiniBrowser driven by WebKitWebDriver (W3C WebDriver), on an Xvfb display of its own.
 */
export interface WebKitSession extends PageLog {
  /** The WebDriver session, for commands this session has no method for. */
  driver: WebDriverSession;
  /** Navigates and waits for the page's load event. */
  goto(url: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
  /**
   * Evaluates a script expression (as a string) in the page and returns its JSON-able value; a
   * promise is awaited (W3C execute/sync). Same shape as playwright's and puppeteer's, so
   * media.ts's `readMedia`/`waitForPlayback` work here too.
   */
  evaluate(expression: string): Promise<unknown>;
  /**
   * W3C execute/async: runs `body` as a function whose last argument is the callback that ends
   * it, e.g. `const done = arguments[arguments.length - 1]; setTimeout(() => done(1), 100);`.
   */
  evaluateAsync(body: string, ...args: unknown[]): Promise<unknown>;
  /** A real click with the mouse (W3C Actions: move, press, release) at viewport coordinates. */
  clickAt(x: number, y: number): Promise<void>;
  /** Resizes the window so the page's viewport (innerWidth × innerHeight) is this size. */
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  /**
   * Gives MiniBrowser's window the keyboard focus, as a click on it does under a window manager
   * (x11-focus.ts: our display has none, and its focus follows the pointer, off the window). Until
   * then its pages answer `document.hasFocus()` false and paint no focus ring.
   */
  focusWindow(): Promise<void>;
  /** A PNG of the viewport; also written to `file` when given. */
  screenshot(file?: string): Promise<Buffer>;
  /** What WebKitWebDriver and the browser it started printed so far (GStreamer's warnings among it). */
  output(): string;
  /** Ends the session, the browser, the driver and the display. Safe to call twice. */
  close(): Promise<void>;
}

export interface WebKitOptions {
  /**
   * Lets media play with sound without a user gesture (`--autoplay-policy=allow`). Without it the
   * policy is MiniBrowser's default and Safari's: only muted media autoplays, and an unmuted
   * `play()` outside a gesture is refused (NotAllowedError).
   */
  autoplay?: boolean;
  /** More MiniBrowser switches, e.g. a WebKitSettings property: `--enable-mediasource=false`. */
  args?: string[];
  /**
   * What `goto` waits for. "webkit" (the default): WebKitWebDriver's own wait, which ends when
   * WebKit's loading ends, not at the load event. A request the page starts after its load event
   * but before WebKit has counted its loading done (measured: a fetch or an image started by the
   * load event's listeners keeps it open while it is in flight, and an image started meanwhile
   * then keeps it open for as long as it hangs) holds that wait, and every command after it, for
   * the 30 s page-load timeout. "load event": the driver does not wait (WebDriver's
   * `pageLoadStrategy: none`) and `goto` waits for the new document's load event itself, which is
   * what a page and its host see; for the suites whose images never answer (art-*-webkit).
   */
  pageLoad?: 'webkit' | 'load event';
}

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = '/usr/bin/WebKitWebDriver';

const BROWSER_ENV = {
  // WebKitGTK plays HLS in its media element itself (through GStreamer), as Safari does.
  WEBKIT_GST_ENABLE_HLS_SUPPORT: '1',
  // No sound card here: a fake sink that still consumes audio on a real-time clock, so
  // `currentTime` advances as it would through speakers.
  GST_PLUGIN_FEATURE_RANK: 'fakeaudiosink:MAX',
  // GStreamer's errors and warnings on stderr, in the session's output: a stream that did not
  // start says why (media.ts waitForPlayback, player-state.ts print it). Warnings too: an
  // element's error (GST_ELEMENT_ERROR: a refused range request, a temp file not made) is logged
  // at that level. A play prints a few routine lines, which the messages leave out.
  GST_DEBUG: '*:2',
};

/** Everything here is on loopback: a page or script that has not answered in 30 s is not going to. */
const TIMEOUTS = { script: 30_000, pageLoad: 30_000, implicit: 0 };
/** The mark `goto` leaves on the page it navigates away from (pageLoad "load event"). */
const LEAVING = '__radioEmbedTestLeaving';

export async function launchWebKit({ autoplay = false, args = [], pageLoad = 'webkit' }: WebKitOptions = {}): Promise<WebKitSession> {
  let xvfb: Xvfb | undefined;
  let driverProcess: RunningProcess | undefined;
  let driver: WebDriverSession | undefined;
  let forgetBrowser = (): void => {};
  let browserPid: number | undefined;

  const close = async () => {
    // Deleting the session is how WebKitWebDriver closes MiniBrowser; killing the driver alone
    // would leave the browser running, orphaned.
    await withTimeout(driver?.delete(), 10_000).catch(() => {});
    await driverProcess?.stop();
    if (browserPid !== undefined && isBrowser(browserPid)) process.kill(browserPid, 'SIGKILL');
    forgetBrowser();
    await xvfb?.stop();
  };

  try {
    xvfb = await startXvfb();
    // The driver's port is picked free beforehand; with e2e files side by side another server may
    // take it first, and the driver exits at once: then it is started again on another port.
    let driverUrl = '';
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      driverUrl = `http://127.0.0.1:${port}`;
      const running = startProcess('WebKitWebDriver', DRIVER, [`--port=${port}`, '--host=local'], {
        env: { ...process.env, ...BROWSER_ENV, DISPLAY: xvfb.display },
      });
      driverProcess = running;
      const statusUrl = `${driverUrl}/status`;
      const ready = waitFor(
        async () => {
          if (!running.isRunning()) throw new Error(`WebKitWebDriver exited:\n${running.output()}`);
          const status = (await (await fetch(statusUrl)).json()) as { value?: { ready?: boolean } };
          return status.value?.ready === true;
        },
        { timeoutMs: 15_000, what: 'WebKitWebDriver to accept sessions' },
      );
      const exited = running.exited.then(() => 'exited' as const);
      ready.catch(() => {});
      if ((await Promise.race([ready, exited])) !== 'exited') break;
      if (attempt === 3) await ready;
    }
    driver = await newSession(driverUrl, {
      browserName: 'MiniBrowser',
      ...(pageLoad === 'load event' ? { pageLoadStrategy: 'none' } : {}),
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation', ...(autoplay ? ['--autoplay-policy=allow'] : []), ...args],
      },
    });
    browserPid = childBrowserPid(driverProcess!.pid);
    // The e2e teardown kills it if this test process dies before close().
    if (browserPid !== undefined) forgetBrowser = track({ pid: browserPid, command: MINIBROWSER });
    await driver.command('POST', '/timeouts', TIMEOUTS);
  } catch (error) {
    await close();
    throw error;
  }

  const session = driver;
  const display = xvfb.display;
  const log = emptyPageLog();
  const evaluate = async (expression: string) =>
    takePageLog(await session.command('POST', '/execute/sync', { script: withPageLog(expression), args: [] }), log);

  return {
    ...log,
    driver: session,
    async goto(url) {
      if (pageLoad === 'webkit') return void (await session.command('POST', '/url', { url }));
      // The page we leave is marked, so that the wait below is for the new one's load event.
      await session.command('POST', '/execute/sync', { script: `window[${JSON.stringify(LEAVING)}] = true`, args: [] }).catch(() => {});
      await session.command('POST', '/url', { url });
      await waitFor(
        async () => {
          const script = `return !window[${JSON.stringify(LEAVING)}] && document.readyState === 'complete'`;
          // A command that meets the old page's unload fails: ask again.
          return (await session.command('POST', '/execute/sync', { script, args: [] }).catch(() => false)) === true;
        },
        { timeoutMs: TIMEOUTS.pageLoad, intervalMs: 25, what: `the load event of ${url}` },
      );
    },
    url: () => session.command<string>('GET', '/url'),
    output: () => driverProcess?.output() ?? '',
    evaluate,
    evaluateAsync: (body, ...scriptArgs) => session.command('POST', '/execute/async', { script: body, args: scriptArgs }),
    async clickAt(x, y) {
      const pointer = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' } };
      const steps = [
        { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ];
      await session.command('POST', '/actions', { actions: [{ ...pointer, actions: steps }] });
    },
    async setViewportSize({ width, height }) {
      type Size = { width: number; height: number };
      const readViewport = async () => (await evaluate('({ width: innerWidth, height: innerHeight })')) as Size;
      // The window's frame and toolbar take some of the window: measure, then correct once more
      // in case the first resize changed the toolbar's wrapping.
      for (let round = 0; round < 3; round++) {
        const viewport = await readViewport();
        if (viewport.width === width && viewport.height === height) return;
        const rect = await session.command<Size>('GET', '/window/rect');
        await session.command('POST', '/window/rect', {
          width: rect.width + width - viewport.width,
          height: rect.height + height - viewport.height,
        });
        // The page sees the new size a little after the driver answers (later on a busy
        // machine): measure again only once it has, or the next round corrects a stale size.
        await waitFor(
          async () => {
            const now = await readViewport();
            return now.width !== viewport.width || now.height !== viewport.height;
          },
          { timeoutMs: 5_000, what: `the viewport to leave ${viewport.width}×${viewport.height}` },
        ).catch(() => {});
      }
      const viewport = await readViewport();
      if (viewport.width === width && viewport.height === height) return;
      throw new Error(`could not size the viewport to ${width}×${height}: it is ${JSON.stringify(viewport)}`);
    },
    focusWindow: () => focusOnlyWindow(display),
    async screenshot(file) {
      const png = Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64');
      if (file) await writeFile(file, png);
      return png;
    },
    close,
  };
}

/** MiniBrowser, started by the driver: the child of `driverPid` running MINIBROWSER. */
function childBrowserPid(driverPid: number): number | undefined {
  const children = readdirSync(`/proc/${driverPid}/task`).flatMap((task) =>
    readFileSync(`/proc/${driverPid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return children.find(isBrowser);
}

function isBrowser(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(MINIBROWSER);
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T> | undefined, ms: number): Promise<T | undefined> {
  let timer: Parameters<typeof clearTimeout>[0];
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
