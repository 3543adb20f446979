// Spec §7 "Stream manifest" (issue 17 §4), in a real Chromium: a station's MP3 URL names no
// playlist (`/listen`) but answers with one, as hosting panels do. The element cannot play it;
// the player then reads it as a playlist and plays the Icecast mount it lists. A playlist that
// lists nothing playable ends in "Stream unavailable" ("Unable to connect to the stream").
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { serveStations, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';


describe('a stream URL that answers with a playlist', () => {
  let icecast: Icecast;
  let source: IcecastSource;
  let panel: Listening;
  const requests: string[] = [];
  // The credentials station's requests: who asked (the element: `audio`, the player's read: `empty`) and its cookie.
  const credentialed: string[] = [];
  const stations: ServedStation[] = [];
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    icecast = await startIcecast();
    source = await startIcecastSource(icecast, { format: 'mp3' });
    // A hosting panel's "listen" links: playlists under names that say nothing of it.
    panel = await listenOnLoopback(
      createServer((request, response) => {
        // The element asks in no-cors mode; the player's own read of the playlist, in cors mode.
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        requests.push(`${request.headers['sec-fetch-mode']} ${path}`);
        if (path === '/members') {
          credentialed.push(`${request.headers['sec-fetch-dest']} ${request.headers.cookie ?? 'no cookie'}`);
          // A server that gates its playlist on the listener's cookie allows credentials (the caller's origin, never `*`).
          const cors = { 'access-control-allow-origin': String(request.headers.origin), 'access-control-allow-credentials': 'true', vary: 'Origin' };
          return void response.writeHead(200, { 'content-type': 'audio/x-mpegurl', ...cors, 'cache-control': 'no-store' }).end(`#EXTM3U\n${source.url}\n`);
        }
        const listen = path === '/listen';
        const body = listen ? `#EXTM3U\n#EXTINF:-1,Manifest FM\n${source.url}\n` : '[playlist]\nNumberOfEntries=1\nFile1=rtmp://x.example/live\n';
        const type = listen ? 'audio/x-mpegurl' : 'text/plain';
        response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(body);
      }),
    );
    const station = (sid: number, path: string, withCredentials = false) => ({
      station: { sid, title: 'Manifest FM' },
      data: { audioHtml: `${panel.url}${path}`, withCredentials },
      metadata: { source: 'none' },
    });
    stations.push(...(await serveStations([station(9721, '/listen'), station(9722, '/empty'), station(9723, '/members', true)])));
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    for (const station of stations) await station.close();
    await panel?.close();
    await source?.stop();
    await icecast?.stop();
  });

  it('plays the mount its playlist lists', async () => {
    const page = browser!.page;
    await page.goto(stations[0]!.url());
    await page.click('button[aria-label="Play"]');
    await waitFor(async () => page.evaluate(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.5), {
      timeoutMs: 20_000,
      what: 'audio from the listed mount',
    });
    expect(await page.evaluate(() => document.querySelector('audio')!.currentSrc)).toContain(source.url);
    expect(await icecast.listeners(source.mount)).toBe(1);
    expect(requests).toEqual(expect.arrayContaining(['no-cors /listen', 'cors /listen']));
    expect(browser!.pageErrors).toEqual([]);
  }, 40_000);

  it('"Stream unavailable" when its playlist lists nothing playable', async () => {
    const page = browser!.page;
    await page.goto(stations[1]!.url());
    await page.click('button[aria-label="Play"]');
    await waitFor(async () => (await page.evaluate(() => document.querySelector('.re-status')?.textContent)) === 'Stream unavailable', {
      timeoutMs: 20_000,
      what: '"Stream unavailable"',
    });
    // Played first, then read as a playlist: the sniff is what found nothing playable.
    expect(requests).toEqual(expect.arrayContaining(['no-cors /empty', 'cors /empty']));
  }, 40_000);

  it('with data.withCredentials, the player\'s read of the playlist carries the listener\'s cookie, as the element\'s request does', async () => {
    const { page, context } = browser!;
    await context.addCookies([{ name: 'listener', value: '42', domain: '127.0.0.1', path: '/' }]);
    await page.goto(stations[2]!.url());
    await page.click('button[aria-label="Play"]');
    await waitFor(() => credentialed.some((line) => line.startsWith('empty ')), { timeoutMs: 20_000, what: 'the player\'s read of the playlist' });
    expect(credentialed).toEqual(expect.arrayContaining(['audio listener=42', 'empty listener=42']));
    expect(credentialed.filter((line) => line.endsWith('no cookie'))).toEqual([]);
  }, 40_000);
});
