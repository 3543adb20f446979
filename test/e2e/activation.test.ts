// Issue 29: activation by any means plays. The page paints Play before its app, and the app comes
// on the listener's first sign of intent; a screen reader in browse mode, voice control, switch
// access and a host page's script all click with no pointer over the player first. On the built
// player served as a CDN would, each engine with its default autoplay policy: a bare
// `element.click()` on the painted Play (nothing before it), keyboard alone (Tab to Play, then
// Enter or Space), and the host page's `RadioEmbed.get(id).play()` from its own button before the
// app has arrived all play a real MP3 stream (the element's clock advances; framed, the player
// tells the host page `playing`, which it says on its element's own `playing` event) in Chromium,
// Firefox and WebKit, and in Chromium and Firefox a tap on a touch-only phone (no mouse, no hover).
// Not in WebKit: WebKitGTK's driver here accepts a touch action and delivers nothing (no touch
// event, no click, even on a page of one plain <button>), and has no touch-only device to emulate
// (`hover: none` never matches). Where a driver cannot stand in for the listener, the test says so and why.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildStation, type BuiltStation } from '../support/build-station';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import type { FramePage } from '../support/frame-page';
import { describeInEngines } from '../support/frame-page-engines';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { webkitFramePage } from '../support/frame-page-webkit';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';
import { waitForPlayback } from '../support/media';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import type { PageLog } from '../support/page-log';
import { REPO_ROOT } from '../support/repo-root';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';
import { launchWebKit } from '../support/webkit';
import { STOP_PATH } from '../../runtime/ui/controls/icons';
import { EARLY_CLICKS } from '../../contract/early-clicks';

const SID = 9311;

/** A station's own site: its own Play button calls the loader's host API. */
const hostPage = (embedOrigin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<style>body{margin:0} #host-play{position:fixed;left:0;top:0;width:120px;height:40px} iframe{margin-top:60px}</style></head><body>
<button id="host-play" onclick="RadioEmbed.get(${SID}).play()">Listen live</button>
<script>
  window.seen = [];
  for (const type of ['ready', 'state'])
    document.addEventListener('radio-embed:' + type, (event) => seen.push(type + ':' + event.detail.state));
</script>
<script src="${embedOrigin}/embed.js" data-station="${SID}" async></script>
</body></html>`;

const PLAY = `document.querySelector('#app .re-btn--play')`;
/** What Play says, and its icon's path. */
const PLAY_SHOWN = `[${PLAY}.getAttribute('aria-label'), ${PLAY}.querySelector('path').getAttribute('d')]`;
const appReady = `document.getElementById('app').dataset.app === 'ready'`;
/** The app's entry: framed, the first paint fetches its own small host-page chunk (and what it shares), never this. */
const appScript = (path: string): boolean => path.startsWith('/assets/app-');
/** The engine's chunk: the app asks for it once rendered, and the engine takes the early stream over only then. */
const engineScript = (path: string): boolean => path.startsWith('/assets/engine-setup-');
/** The page's own script (the first paint's module): until it has run, only the page's inline script hears a click. */
const mainScript = (path: string): boolean => path.startsWith('/assets/main-');

describe('activation by any means plays (issue 29)', { timeout: 90_000 }, () => {
  let stream: Mp3FileStream;
  let build: BuiltStation;
  let cdn: StaticServer;
  let host: Listening;
  let held: Promise<void> | undefined;
  let engineHeld: Promise<void> | undefined;
  let mainHeld: Promise<void> | undefined;
  let engineAsked = false;

  beforeAll(async () => {
    mkdirSync(join(REPO_ROOT, 'test-results/activation'), { recursive: true });
    stream = await startMp3FileStream();
    build = await buildStation({ station: { sid: SID, title: 'Activation FM' }, data: { audioHtml: stream.url } });
    // While `held` is set, the app's entry waits for it. (Only that: held, the engine's chunks and
    // the app's took every connection a browser opens to one host, and the early stream's chunk,
    // asked for after them, waited for the app.)
    cdn = await startStaticServer(build.distDir, {
      hold: (path) => (appScript(path) ? held : engineScript(path) ? ((engineAsked = true), engineHeld) : mainScript(path) ? mainHeld : undefined),
    });
    host = await startHostPageServer(() => hostPage(cdn.url));
  });

  afterAll(async () => {
    await host?.close();
    await cdn?.close();
    await build?.remove();
    await stream?.close();
  });

  /**
   * Plays: the element's clock advances. (Not the stream server's log: Firefox's media cache may
   * answer a second page's request for the same static file itself.)
   */
  const expectPlays = (page: FramePage) => waitForPlayback(page, { selector: '#app audio', seconds: 0.5 });

  /**
   * Runs `body` with the CDN holding back the app's entry (a slow network: the first paint's
   * input is what is tested) or the engine's chunk (the app there, its engine not yet), and lets
   * it go after, whatever happened.
   */
  async function holding(file: 'app' | 'engine' | 'main', body: () => Promise<void>): Promise<void> {
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    if (file === 'app') held = gate;
    else if (file === 'main') mainHeld = gate;
    else (engineHeld = gate), (engineAsked = false);
    try {
      await body();
    } finally {
      held = engineHeld = mainHeld = undefined;
      release();
    }
  }

  /** The clicks the page's inline script kept before the page's own script ran (contract/early-clicks.ts). */
  const EARLY_CLICKS_KEPT = `window.${EARLY_CLICKS}.length`;

  const appRendered = (page: FramePage) => waitFor(async () => (await page.evaluate(appReady)) === true, { what: 'the app to render' });

  /** The painted Play clicked by a script's `element.click()`: no pointer, no key, no focus before it. */
  async function coldClickPlays(page: FramePage, log: PageLog): Promise<void> {
    await page.evaluate(`${PLAY}.click()`);
    await expectPlays(page);
    expect(await page.evaluate(`${PLAY}.getAttribute('aria-label')`)).toBe('Stop');
    expect(log.pageErrors).toEqual([]);
  }

  describeInEngines((engine, engineBrowser) => {
    /** The station's page, painted, its app not asked for. */
    async function openPainted(): Promise<FramePage> {
      const { page } = engineBrowser();
      await page.goto('about:blank');
      cdn.requests.length = 0;
      await page.goto(`${cdn.url}/${SID}/`);
      await waitFor(async () => (await page.evaluate(`!!${PLAY}`)) === true, { what: 'the painted Play' });
      expect(cdn.requests.filter(({ path }) => appScript(path))).toEqual([]);
      expect(await page.evaluate(appReady)).toBe(false);
      return page;
    }

    // WebKit's WebDriver runs a script without user activation (a screen reader's click has
    // one), so the policy refuses its play() whatever the page does: WebKit's is the test below.
    test.skipIf(engine === 'webkit')('element.click() on the painted Play, with nothing before it, plays', async () => {
      const page = await openPainted();
      await coldClickPlays(page, engineBrowser().log);
    });

    // The listener hears the early stream and clicks again to stop it, before the app has come (a
    // slow network): as the app's Play would, the second click stops, and the app comes stopped.
    test.skipIf(engine === 'webkit')('a second click on the painted Play before the app stops the stream the first started', async () => {
      const page = await openPainted();
      await holding('app', async () => {
        await page.evaluate(`${PLAY}.click()`);
        await expectPlays(page);
        // The painted Play says what the second click will do: Stop, with the app's icon (before, it said Play).
        await waitFor(async () => ((await page.evaluate(PLAY_SHOWN)) as string[])[0] === 'Stop', { what: 'the painted Play to say Stop' });
        expect(await page.evaluate(PLAY_SHOWN)).toEqual(['Stop', STOP_PATH]);
        await page.screenshot(join(REPO_ROOT, 'test-results/activation', `${engine}-painted-stop.png`));
        expect(await page.evaluate(appReady)).toBe(false);
        await page.evaluate(`${PLAY}.click()`);
        // Paused, with no source: its download ended (the element keeps `currentSrc` as it was).
        const stopped = `((audio) => audio.paused && !audio.hasAttribute('src') && audio.networkState === HTMLMediaElement.NETWORK_EMPTY)(document.querySelector('#app audio'))`;
        await waitFor(async () => (await page.evaluate(stopped)) === true, { what: 'the second click to stop the early stream' });
        expect(await page.evaluate(appReady)).toBe(false);
        expect(((await page.evaluate(PLAY_SHOWN)) as string[])[0]).toBe('Play');
      });
      await appRendered(page);
      // The app replayed nothing: it says Play, and stays stopped.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await page.evaluate(`[${PLAY}.getAttribute('aria-label'), document.querySelector('#app audio').paused]`)).toEqual(['Play', true]);
      // And the app's Play plays, from there.
      await page.evaluate(`${PLAY}.click()`);
      await expectPlays(page);
      expect(engineBrowser().log.pageErrors).toEqual([]);
    });

    // The app comes while the early stream plays, and its engine takes longer (a slow network, a
    // busy phone): until the engine takes the stream over, the app's Play must say what the
    // painted one said, Stop, and stop what the listener hears (in CI, under load, the app's
    // button said Play for a moment while the stream played: a screen reader read "Play" over it).
    test.skipIf(engine === 'webkit')('the app that comes while the early stream plays says Stop, and its Stop ends the stream, before its engine has come', async () => {
      const page = await openPainted();
      await holding('engine', async () => {
        await page.evaluate(`${PLAY}.click()`);
        await expectPlays(page);
        await appRendered(page);
        await waitFor(() => engineAsked, { what: 'the engine to be asked for' });
        expect(await page.evaluate(PLAY_SHOWN)).toEqual(['Stop', STOP_PATH]);
        expect(await page.evaluate(`document.querySelector('#app audio').paused`)).toBe(false);
        await page.screenshot(join(REPO_ROOT, 'test-results/activation', `${engine}-app-before-engine.png`));
        await page.evaluate(`${PLAY}.click()`);
        const stopped = `((audio) => audio.paused && audio.networkState === HTMLMediaElement.NETWORK_EMPTY)(document.querySelector('#app audio'))`;
        await waitFor(async () => (await page.evaluate(stopped)) === true, { what: "the app's Stop to end the early stream" });
        expect(((await page.evaluate(PLAY_SHOWN)) as string[])[0]).toBe('Play');
      });
      // The engine comes: the Play the app replayed is over (the listener stopped it), nothing restarts.
      await waitFor(() => cdn.requests.some(({ path }) => engineScript(path)), { what: 'the engine to arrive' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await page.evaluate(`[${PLAY}.getAttribute('aria-label'), document.querySelector('#app audio').paused]`)).toEqual(['Play', true]);
      await page.evaluate(`${PLAY}.click()`);
      await expectPlays(page);
      expect(engineBrowser().log.pageErrors).toEqual([]);
    });

    // A returning listener turned the player down last time; a screen reader's user, whose reader
    // speaks over the stream, mutes it. Before the engine has come (held back), the early stream
    // starts at the saved volume, not full, and Mute and Unmute act at once; the engine, once it
    // has taken the stream over, keeps them, and the stream plays on.
    test.skipIf(engine === 'webkit')("the early stream plays at the listener's saved volume, and Mute acts before its engine has come", async () => {
      const page = await openPainted();
      const MUTE = `document.querySelector('#app .re-btn[aria-label="Mute"], #app .re-btn[aria-label="Unmute"]')`;
      const sound = `((audio) => [audio.volume, audio.muted])(document.querySelector('#app audio'))`;
      await page.evaluate(`localStorage.setItem('volume', '20')`);
      try {
        await holding('engine', async () => {
          await page.evaluate(`${PLAY}.click()`);
          await expectPlays(page);
          expect(await page.evaluate(sound)).toEqual([0.2, false]);
          await appRendered(page);
          await page.evaluate(`${MUTE}.click()`);
          expect(await page.evaluate(sound)).toEqual([0.2, true]);
          expect(await page.evaluate(`${MUTE}.getAttribute('aria-label')`)).toBe('Unmute');
          await page.evaluate(`${MUTE}.click()`);
          expect(await page.evaluate(sound)).toEqual([0.2, false]);
          expect(await page.evaluate(`'reEarlyStream' in document.querySelector('#app audio')`)).toBe(true);
        });
        await waitFor(async () => (await page.evaluate(`'reEarlyStream' in document.querySelector('#app audio')`)) === false, { what: 'the engine to take the stream over' });
        await expectPlays(page);
        expect(await page.evaluate(sound)).toEqual([0.2, false]);
        expect(await page.evaluate(`${MUTE}.getAttribute('aria-label')`)).toBe('Mute');
        expect(engineBrowser().log.pageErrors).toEqual([]);
      } finally {
        // The next tests' listener has saved nothing (one browser serves them all).
        await page.evaluate(`localStorage.removeItem('volume')`);
      }
    });

    for (const key of ['Enter', 'Space']) {
      // Firefox headless over WebDriver BiDi delivers Enter and Space as keydown, keypress and
      // keyup, but they press no button, not even on a page of one plain <button>: the driver's
      // keys cannot activate, so Firefox is left out here (a click there is tested above).
      // The key pressed before the app has come (a slow network: a keyboard user does not wait
      // for it), then again once it is there: the first is the first paint's to hold and replay,
      // the second the app's own button's.
      test.skipIf(engine === 'firefox')(`keyboard alone: Tab to Play, ${key} before the app plays, ${key} after it stops`, async () => {
        const page = await openPainted();
        await page.bringToFront();
        await holding('app', async () => {
          for (let tabs = 0; (await page.evaluate(`document.activeElement?.getAttribute('aria-label')`)) !== 'Play'; tabs++) {
            if (tabs === 5) throw new Error('Play is not among the first five Tab stops');
            await page.press('Tab');
          }
          await page.press(key);
          expect(await page.evaluate(appReady)).toBe(false);
        });
        await appRendered(page);
        await expectPlays(page);
        await waitFor(async () => (await page.evaluate(`${PLAY}.getAttribute('aria-label')`)) === 'Stop', { what: `the app's Play to say Stop after ${key}` });
        // Still on Play (the held key was not done twice), and its key now stops.
        expect(await page.evaluate(`document.activeElement?.getAttribute('aria-label')`)).toBe('Stop');
        await page.press(key);
        await waitFor(async () => (await page.evaluate(`[${PLAY}.getAttribute('aria-label'), document.querySelector('#app audio').paused]`)) + '' === 'Play,true', {
          what: `${key} on the app's Stop to stop`,
        });
        expect(engineBrowser().log.pageErrors).toEqual([]);
      });
    }

    test("the host page's Play (RadioEmbed.get(id).play()) before the app has arrived plays", async () => {
      const { page } = engineBrowser();
      await page.goto('about:blank');
      cdn.requests.length = 0;
      await page.goto(`${host.url}/`);
      await waitFor(async () => ((await page.evaluate('window.seen')) as string[]).includes('ready:stopped'), { what: 'the painted player to say ready' });
      expect(cdn.requests.filter(({ path }) => appScript(path))).toEqual([]);
      // The host's own button, pressed by a real mouse: the gesture is the host page's.
      await page.clickAt(60, 20);
      // The player says `playing` on its element's own `playing` event: audio, not a request.
      await waitFor(async () => ((await page.evaluate('window.seen')) as string[]).includes('state:playing'), {
        what: 'the host API to say "playing"',
        timeoutMs: 20_000,
      });
      expect(engineBrowser().log.pageErrors).toEqual([]);
    });
  });

  test('webkit (media may play without a gesture): element.click() on the painted Play, with nothing before it, plays', async () => {
    const session = await launchWebKit({ autoplay: true });
    try {
      const page = webkitFramePage(session);
      await page.setSize(520, 200);
      await page.goto(`${cdn.url}/${SID}/`);
      await waitFor(async () => (await page.evaluate(`!!${PLAY}`)) === true, { what: 'the painted Play' });
      expect(await page.evaluate(appReady)).toBe(false);
      await coldClickPlays(page, session);
    } finally {
      await session.close();
    }
  });

  // A slow network or a busy phone: the painted Play is there, the page's own script not yet (the
  // CDN holds it). The tap or click lands on the page's inline script alone, which keeps it; the
  // page's script clicks it again once it runs. Found in a CI run under load: Firefox's tap below,
  // at once after Play appeared, did nothing at all.
  test('firefox: a tap on a touch-only phone before the page\'s script has run plays', async () => {
    const session = await launchFirefox({ prefs: { 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1, 'dom.w3c_touch_events.enabled': 1 } });
    try {
      const { page } = session;
      await holding('main', async () => {
        // Not awaited: the page's load waits for the script held back.
        void page.goto(`${cdn.url}/${SID}/`).catch(() => undefined);
        const play = await page.waitForSelector('#app .re-btn--play');
        const box = (await play!.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        expect(await page.evaluate(EARLY_CLICKS_KEPT)).toBe(1);
      });
      await expectPlays(puppeteerFramePage(page));
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  test('chromium: a mouse click on the painted Play before the page\'s script has run plays', async () => {
    const session = await launchChromium();
    try {
      const { page } = session;
      await holding('main', async () => {
        await page.goto(`${cdn.url}/${SID}/`, { waitUntil: 'commit' });
        const play = page.locator('#app .re-btn--play');
        await play.waitFor();
        const box = (await play.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        expect(await page.evaluate(EARLY_CLICKS_KEPT)).toBe(1);
      });
      await expectPlays(playwrightFramePage(page));
      expect(await page.evaluate(`${PLAY}.getAttribute('aria-label')`)).toBe('Stop');
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  // A touch-only device (no hover, a coarse pointer: the prefs Firefox on Android reports) with
  // touch events on: a tap through WebDriver BiDi's touch input, nothing before it.
  test('firefox: a tap on a touch-only phone (no mouse, no hover) plays', async () => {
    const session = await launchFirefox({ prefs: { 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1, 'dom.w3c_touch_events.enabled': 1 } });
    try {
      const { page } = session;
      await page.goto(`${cdn.url}/${SID}/`);
      const play = await page.waitForSelector('#app .re-btn--play');
      expect(await page.evaluate(`[matchMedia('(hover: none)').matches, matchMedia('(pointer: coarse)').matches]`)).toEqual([true, true]);
      const box = (await play!.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expectPlays(puppeteerFramePage(page));
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  test('chromium: a tap on a touch-only phone (no mouse, no hover) plays', async () => {
    const session = await launchChromium({ touch: true });
    try {
      const { page } = session;
      await page.goto(`${cdn.url}/${SID}/`);
      const play = page.locator('#app .re-btn--play');
      await play.waitFor();
      expect(await page.evaluate(`[matchMedia('(hover: none)').matches, matchMedia('(pointer: coarse)').matches]`)).toEqual([true, true]);
      const box = (await play.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expectPlays(playwrightFramePage(page));
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
