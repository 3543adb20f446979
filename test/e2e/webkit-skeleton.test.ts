// The walking skeleton in WebKit — the engine of Safari and of every iOS browser — as WebKitGTK's
// MiniBrowser under Xvfb, playing through GStreamer on a real-time fake audio sink: a station
// built by the real CLI plays a live MP3 from a real Icecast after a real mouse click on Play,
// and Stop closes the connection. (Live HLS in WebKitGTK is not here yet: its GStreamer player
// reports a closed playlist's finite duration for a live one at the start, which the engine takes
// for #EXT-X-ENDLIST; see docs/engine.md.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webkitFramePage } from '../support/frame-page-webkit';
import { waitForPlayback } from '../support/media';
import { waitFor } from '../support/wait-for';
import { launchWebKit, type WebKitSession } from '../support/webkit';
import { clickPlay, readScreen } from './connection-states-check';
import { startEngineWorld, type EngineWorld } from './engine-world';

describe('walking skeleton in WebKit', () => {
  let world: EngineWorld;
  let browser: WebKitSession;

  beforeAll(async () => {
    world = await startEngineWorld(({ mp3 }) => ({
      mp3: { station: { sid: 9901, title: 'WebKit MP3 FM' }, data: { audioHtml: mp3 } },
    }));
    const launched = Date.now();
    browser = await launchWebKit();
    console.log(`WebKit (MiniBrowser) ready in ${Date.now() - launched} ms`);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  async function playByClick(name: 'mp3') {
    const page = webkitFramePage(browser);
    await page.setSize(480, 180);
    await page.goto(world.stations[name]!.pageUrl);
    await waitFor(async () => (await readScreen(page)).button === 'Play', { what: 'the Play button' });
    const clicked = Date.now();
    await clickPlay(page);
    const media = await waitForPlayback(browser, { seconds: 2, timeoutMs: 30_000 });
    console.log(`WebKit ${name}: 2 s of audio played ${Date.now() - clicked} ms after the click (currentTime ${media.currentTime.toFixed(1)})`);
    await waitFor(async () => (await readScreen(page)).button === 'Stop', { what: 'the button to offer Stop' });
    return page;
  }

  it('plays the Icecast MP3 mount after a real click, and Stop closes the connection', async () => {
    const page = await playByClick('mp3');
    expect(await world.icecast.listeners(world.mp3.mount)).toBe(1);
    await clickPlay(page);
    await world.mp3ListenersFallTo0();
    expect((await readScreen(page)).button).toBe('Play');
    expect(browser.pageErrors).toEqual([]);
  });

});
