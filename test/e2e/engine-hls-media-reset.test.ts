// Issue 29: hls.js replaces the element's Media Source by itself after the element reports an error
// (recoverMediaError). Firefox reports its audio output failing that way and plays on — headless
// Firefox here, with no audio device, does so at every start, and under a starved CPU the reload
// came before the listener had heard anything (test/e2e/early-stream-hls.test.ts) — and a Media
// Source takes no more audio once its element has an error. That reload leaves the element paused
// with no `pause` event: the player showed Stop over silence. Now it plays on; and where the browser
// refuses that play() (no gesture left), it shows Play, and the listener's next click plays.
//
// The element's error is provoked the same way in both browsers: bytes no MP4 parser takes,
// appended to hls.js's own SourceBuffer (the Media Source then ends with a decode error on the
// element). Firefox gets a fake audio device (`media.cubeb.force_mock_context`), so its only error
// is that one. Real parts: ffmpeg's live HLS on loopback, the station built by the real CLI, hls.js
// in Firefox and in Chromium (`data.hlsPlayer: "hls.js"`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreOf } from '../support/centre-of';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import type { FramePage } from '../support/frame-page';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { waitForPlayback } from '../support/media';
import type { PageLog } from '../support/page-log';
import { waitFor } from '../support/wait-for';
import { startHlsWorld, type HlsWorld } from './engine-world';

const PLAY = '#app .re-btn--play';
/** Below the stall watch's 8 s, after which a paused stream is a drop the player reconnects. */
const PLAYS_ON_WITHIN_MS = 6000;
/** Firefox with a fake audio device, as a listener's has (without one, each start's audio fails). */
const AUDIO_DEVICE = { 'media.cubeb.force_mock_context': true };
/**
 * Firefox where media may start only while a listener's input is being handled (blocking policy 2:
 * a play() after the click's handler, hls.js's reload's, is refused), as on a page that forbids
 * autoplay, or after a screen reader's click whose activation had expired.
 */
const GESTURE_ONLY = { ...AUDIO_DEVICE, 'media.autoplay.blocking_policy': 2 };

/**
 * Records the element's loads (`emptied`: hls.js's reload is one) and every connection state the
 * Play button shows.
 */
const WATCH = `(() => {
  const media = document.querySelector('#app audio');
  window.resets = 0;
  media.addEventListener('emptied', () => window.resets++);
  window.states = [];
  const button = document.querySelector('${PLAY}');
  new MutationObserver(() => window.states.push(button.dataset.state)).observe(button, { attributes: true, attributeFilter: ['data-state'] });
})()`;

/**
 * After `delayMs` (a page timer: no WebDriver call, which counts as a gesture), the element shows
 * what Firefox shows when its audio output fails: an \`error\` (a decode error) while it plays on,
 * and a Media Source that takes no more audio (an append throws, as the Media Source spec has it
 * for an element with an error). Until the element is loaded again: hls.js's reload.
 */
const failAudioOutputAfter = (delayMs: number) => `(() => {
  const media = document.querySelector('#app audio');
  const append = SourceBuffer.prototype.appendBuffer;
  setTimeout(() => {
    Object.defineProperty(media, 'error', { configurable: true, get: () => ({ code: 3, message: 'OnMediaSinkAudioError' }) });
    SourceBuffer.prototype.appendBuffer = () => { throw new DOMException('The media element has an error', 'InvalidStateError'); };
    media.load = () => {
      delete media.error;
      delete media.load;
      SourceBuffer.prototype.appendBuffer = append;
      media.load();
    };
    media.dispatchEvent(new Event('error'));
  }, ${delayMs});
})()`;

/** The app has rendered and the engine's and hls.js's chunks have arrived. */
const CHUNKS_LOADED = `document.getElementById('app').dataset.app === 'ready' && ['engine-setup-', 'hls-transport-'].every((name) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/' + name) && entry.responseEnd > 0))`;

interface State {
  label: string;
  state: string;
  paused: boolean;
  resets: number;
  states: string;
}

const READ_STATE = `(() => {
  const button = document.querySelector('${PLAY}');
  const media = document.querySelector('#app audio');
  return { label: button.getAttribute('aria-label'), state: button.dataset.state, paused: media.paused, resets: window.resets, states: window.states.join(' ') };
})()`;

const readState = (page: FramePage) => page.evaluate(READ_STATE) as Promise<State>;

interface Browser {
  page: FramePage;
  log: PageLog;
  close(): Promise<void>;
}

const firefox = async (prefs: Record<string, unknown>): Promise<Browser> => {
  const session = await launchFirefox({ prefs });
  return { page: puppeteerFramePage(session.page), log: session, close: () => session.close() };
};
const chromium = async (): Promise<Browser> => {
  const session = await launchChromium();
  return { page: playwrightFramePage(session.page), log: session, close: () => session.close() };
};

describe("hls.js reloading the element's Media Source while it plays (issue 29)", { timeout: 120_000 }, () => {
  let world: HlsWorld;

  beforeAll(async () => {
    world = await startHlsWorld((hls) => ({
      station: { station: { sid: 9341, title: 'Media Reset FM' }, data: { audioHls: hls, hlsPlayer: 'hls.js' } },
    }));
  }, 60_000);

  afterAll(async () => world?.close());

  /** The station's page, Play clicked at its centre as a listener does, audio playing through hls.js. */
  async function play(page: FramePage): Promise<{ resets: number; states: string }> {
    await page.setSize(520, 200);
    await page.goto(world.stations.station!.pageUrl);
    await waitFor(async () => (await page.evaluate(`!!document.querySelector('${PLAY}')`)) === true, { what: 'the painted Play' });
    await page.evaluate(WATCH);
    // The pointer reaches Play before the click, as a listener's does: the app, the engine and
    // hls.js arrive on it, so the click's play() is within its gesture however short that lasts.
    const centre = await centreOf(page, PLAY);
    await page.moveTo(...centre);
    await waitFor(async () => (await page.evaluate(CHUNKS_LOADED)) === true, { what: 'the app, the engine and hls.js' });
    // Fetched is not yet set up: the engine and hls.js are evaluated and wired after they arrive.
    // A click before that waits for them and starts the stream outside the listener's input, which
    // Firefox's input-handling policy refuses: Play shows again over an element never loaded (the
    // product's answer, tested by early-stream-hls's policy case; not this test's subject). Waiting
    // for the page to settle (an idle callback) makes that rare; under load it still happened (2026-11-27:
    // once beside the unit tests, the element empty 20 s on), so a refused first click is
    // clicked again, as the listener would.
    await page.evaluate('new Promise((settled) => requestIdleCallback(() => settled(true), { timeout: 5000 }))');
    const statesBefore = (await readState(page)).states.length;
    await page.clickAt(...centre);
    const refused = await waitFor(
      async () => {
        const { label, paused, states } = await readState(page);
        if (label === 'Stop' && !paused) return 'playing';
        // Play again since the click (the app's own first render came before it).
        return label === 'Play' && / ?idle\b/.test(states.slice(statesBefore)) ? 'refused' : undefined;
      },
      { timeoutMs: 20_000, what: 'the click to start the stream or show Play again' },
    );
    if (refused === 'refused') await page.clickAt(...centre);
    await waitForPlayback(page, { selector: '#app audio', seconds: 1 });
    return readState(page);
  }

  /** After hls.js's reload the element plays on, within the stall watch's time: Stop shown, no reconnect. */
  async function playsOn({ page, log }: Browser): Promise<void> {
    const before = await play(page);
    await page.evaluate(failAudioOutputAfter(0));
    await waitFor(async () => (await readState(page)).resets > before.resets, { timeoutMs: 15_000, what: "hls.js's reload of the element" });
    await waitForPlayback(page, { selector: '#app audio', seconds: 0.5, timeoutMs: PLAYS_ON_WITHIN_MS });
    const after = await readState(page);
    expect(after.label).toBe('Stop');
    expect(after.paused).toBe(false);
    // Never dropped and got back (`reconnecting`), never stopped (`idle`): played on.
    expect(after.states.slice(before.states.length)).not.toMatch(/reconnecting|idle|failed/);
    expect(log.pageErrors).toEqual([]);
  }

  it('firefox: plays on', async () => {
    const browser = await firefox(AUDIO_DEVICE);
    try {
      await playsOn(browser);
    } finally {
      await browser.close();
    }
  });

  it('chromium: plays on', async () => {
    const browser = await chromium();
    try {
      await playsOn(browser);
    } finally {
      await browser.close();
    }
  });

  it("firefox, media only while the listener's input is handled: the reload's refused play() shows Play, and the next click plays", async () => {
    const browser = await firefox(GESTURE_ONLY);
    const { page, log } = browser;
    try {
      const before = await play(page);
      // One call that waits in the page (a WebDriver call is itself a gesture in Firefox; polling
      // need not be one more), the error a moment after it.
      const refused = (await page.evaluate(`new Promise((done) => {
        ${failAudioOutputAfter(500)};
        const button = document.querySelector('${PLAY}');
        const read = () => ${READ_STATE};
        const check = () => button.getAttribute('aria-label') === 'Play' && done(read());
        new MutationObserver(check).observe(button, { attributes: true });
        setTimeout(() => done(read()), 500 + ${PLAYS_ON_WITHIN_MS});
      })`)) as State;
      expect(refused.resets).toBeGreaterThan(before.resets);
      // Play, not Stop, over a paused element; and not retried without the listener (each retry
      // would be refused the same): no `reconnecting`.
      expect(refused).toMatchObject({ label: 'Play', state: 'idle', paused: true });
      expect(refused.states.slice(before.states.length)).not.toMatch(/reconnecting/);
      // The listener's next click on Play starts the stream within its gesture.
      await page.clickAt(...(await centreOf(page, PLAY)));
      await waitForPlayback(page, { selector: '#app audio', seconds: 0.5 });
      expect((await readState(page)).label).toBe('Stop');
      expect(log.pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
