// The walking skeleton in WebKit — the engine of Safari and of every iOS browser — as WebKitGTK's
// MiniBrowser under Xvfb, playing through GStreamer on a real-time fake audio sink: a station
// built by the real CLI plays a live MP3 from a real Icecast and a live HLS stream from ffmpeg
// after a real mouse click on Play, and Stop closes the connection. WebKit plays HLS itself, as
// Safari does: hls.js is never fetched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webkitFramePage } from '../support/frame-page-webkit';
import { waitForPlayback } from '../support/media';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { waitFor } from '../support/wait-for';
import { launchWebKit, type WebKitSession } from '../support/webkit';
import { clickPlay, readScreen } from './connection-states-check';
import { hlsChunkRequests, startEngineWorld, type EngineWorld } from './engine-world';

describe('walking skeleton in WebKit', () => {
  let world: EngineWorld;
  let browser: WebKitSession;
  let file: Mp3FileStream;

  beforeAll(async () => {
    // An MP3 file (ten minutes) on a slow link: far from downloaded when the player starts.
    file = await startMp3FileStream({ seconds: 600, bytesPerSecond: 64_000, cdn: true });
    world = await startEngineWorld(({ mp3, hls }) => ({
      mp3: { station: { sid: 9901, title: 'WebKit MP3 FM' }, data: { audioHtml: mp3 } },
      hls: { station: { sid: 9902, title: 'WebKit HLS FM' }, data: { audioHls: hls } },
      file: { station: { sid: 9903, title: 'WebKit File FM' }, data: { audioHtml: file.url } },
    }));
    const launched = Date.now();
    browser = await launchWebKit();
    console.log(`WebKit (MiniBrowser) ready in ${Date.now() - launched} ms`);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.close();
    await file?.close();
  });

  async function playByClick(name: 'mp3' | 'hls' | 'file') {
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

  it('plays live HLS with its own player (no hls.js), and Stop ends the segment requests', async () => {
    const page = await playByClick('hls');
    expect(hlsChunkRequests(world.stations.hls!.server)).toEqual([]);
    await clickPlay(page);
    await waitFor(async () => (await readScreen(page)).button === 'Play', { what: 'Play after Stop' });
    // Requests already under way may finish; after that, none for a few segment lengths.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const afterStop = world.hlsServer.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(world.hlsServer.requests.slice(afterStop).map((request) => request.path)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  // WebKit's player asks for a file's last bytes (an ID3v1 tag) while the download is under way,
  // and a 200 from byte 0 for that request ends the stream before it plays: "Stream unavailable"
  // (measured with a server that ignores Range: every time, where Chromium and Firefox play on). A
  // CDN answers with the bytes asked for (206), as the test server does with `cdn`
  // (static-server.ts byteRange); `doctor` warns of a server that does not (FILE_WITHOUT_RANGES).
  it('plays an MP3 file from a slow CDN, whose end it asks for while downloading', async () => {
    const page = await playByClick('file');
    const ranges = file.requests().filter((request) => request.headers.range && request.headers.range !== 'bytes=0-');
    expect(ranges.map((request) => request.status)).toContain(206);
    await clickPlay(page);
    await waitFor(async () => (await readScreen(page)).button === 'Play', { what: 'Play after Stop' });
    expect(browser.pageErrors).toEqual([]);
  });
});
