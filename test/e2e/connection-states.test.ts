// Every connection state as the listener sees it (issue 14 §3), in Chromium and Firefox, against a
// real Icecast fed by ffmpeg: a 404 mount and a refused connection say "Stream unavailable" with
// Try again; playing shows LIVE with level bars that move for a few seconds, then rest (still at
// once under reduced motion); a mid-play drop (the encoder stops, Icecast closes the mount) says
// "Reconnecting…" while Stop is offered, comes back by itself, and gives up after the station's
// maxConnect. Times are printed.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { freePort } from '../support/free-port';
import { checkConnectionStates, connectionStations } from './connection-states-check';
import { startEngineWorld, type EngineWorld } from './engine-world';


describe('connection states on screen', () => {
  let world: EngineWorld;

  beforeAll(async () => {
    mkdirSync('test-results/connection', { recursive: true });
    const closedPort = await freePort();
    world = await startEngineWorld(({ mp3 }) => connectionStations({ mp3, icecastBase: new URL(mp3).origin, closedPort }));
  });
  afterAll(async () => world?.close());

  it('in Chromium', async () => {
    const browser = await launchChromium();
    try {
      const page = playwrightFramePage(browser.page);
      await checkConnectionStates(page, world, { reducedMotion: () => browser.page.emulateMedia({ reducedMotion: 'reduce' }) });
    } finally {
      await browser.close();
      // A failed check may have left the encoder stopped; the next engine needs the stream.
      await world.mp3.start();
    }
  });

  it('in Firefox', async () => {
    const browser = await launchFirefox();
    try {
      await checkConnectionStates(puppeteerFramePage(browser.page), world);
    } finally {
      await browser.close();
      // A failed check may have left the encoder stopped; the next engine needs the stream.
      await world.mp3.start();
    }
  });
});
