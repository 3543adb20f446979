// A station whose stream is a file (a loop, a recording) on a CDN, on a link fast enough that the
// browser holds all of it moments after Play: it plays on, with no "Reconnecting…". A download
// that ended and a hold that no longer grows are a live stream's drop, not a file's
// (runtime/engine/download-watch.ts): a live stream cannot be held minutes ahead of what plays.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { centreOf } from '../support/centre-of';
import { describeInEngines } from '../support/frame-page-engines';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { failWithPlayerState, RECORD_MEDIA_EVENTS } from '../support/player-state';
import { serveStations, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';

let file: Mp3FileStream;
let station: ServedStation;
beforeAll(async () => {
  // Ten minutes of audio, 3.6 MB: on loopback, all of it held within a second of Play.
  file = await startMp3FileStream({ seconds: 600, cdn: true });
  [station] = (await serveStations([{ station: { sid: 9711, title: 'Loop FM' }, data: { audioHtml: file.url } }])) as [ServedStation];
});
afterAll(async () => {
  await station?.close();
  await file?.close();
});

describeInEngines((engine, browser) => {
  it('plays a file held whole for 5 s with no "Reconnecting…" and one request', async () => {
    const { page } = browser();
    await page.setSize(480, 180);
    await page.goto(station.url());
    // A click on the painted Play, with no hover before it (a hover and a wait for the app did
    // not see the app within 10 s in WebKit in a loaded run, unexplained). The engine takes the
    // first paint's stream over and watches it the same way.
    await page.evaluate(RECORD_MEDIA_EVENTS);
    // Every status word shown from the click on (a mutation observer: none is missed between polls).
    await page.evaluate(`(() => { window.__words = []; new MutationObserver(() => { const w = document.querySelector('.re-status')?.textContent; if (w) window.__words.push(w); }).observe(document.body, { subtree: true, childList: true, characterData: true }); })()`);
    const before = file.requests().length;
    const centre = await centreOf(page, '.re-btn--play', engine);
    await page.clickAt(...centre);
    await waitFor(async () => page.evaluate(`(() => { const a = document.querySelector('audio'); return !!a && !a.paused && a.currentTime > 5; })()`), { what: `5 s of the file (${engine})`, timeoutMs: 30_000 })
      .catch((error: Error) => failWithPlayerState(page, error, { streamRequests: file.requests().slice(before) }));
    const words = (await page.evaluate('window.__words')) as string[];
    expect(words.filter((w) => w !== 'Connecting…')).toEqual([]);
    // Held whole: the element asked once (Firefox may ask the rest again with a range).
    expect(file.requests().length - before).toBeLessThanOrEqual(2);
    await page.clickAt(...centre);
  });
});
