// The one-player channel (issue 20 §1) against a forger (issue 29 §6), in Chromium: a page of the
// player's own origin (any page there may post on the channel: another station's custom script)
// posts messages of other shapes, then what a player posts, every 100 ms and in answer to every
// start. The listener's Play in the player they are in still plays; the other shapes stop nothing;
// what the forger can still do is stop a player the listener has left, with a player's message,
// as another player's start does (docs/listening.md "One player at a time"). Chromium only: the
// shelter is the player's document having the focus, which headless Firefox never gives a page.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';
import { waitForPlayback } from '../support/media';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';

/**
 * On the player's origin: the channel's name and a player's message, forged, every 100 ms and in
 * answer to every start; until `window.shaped` is set, only messages of other shapes (another
 * field, no or a bad sender, another event, text), which the players must ignore.
 */
const FORGER = `<!doctype html><title>Forger</title><script>
const channel = new BroadcastChannel('radio-embed:only-one');
window.shaped = false;
const MISSHAPEN = [{ from: 'forger', event: 'playing', at: 1 }, { event: 'playing' }, { from: 'Forger!', event: 'playing' },
  { from: 'forger', event: 'stopped' }, '{"from":"forger","event":"playing"}', ['forger', 'playing'], null];
const forge = () => (window.shaped ? [{ from: 'forger', event: 'playing' }] : MISSHAPEN).forEach((message) => channel.postMessage(message));
channel.onmessage = forge;
setInterval(forge, 100);
</script>`;

let stream: Mp3FileStream;
let station: ServedStation;
let host: Listening;
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  stream = await startMp3FileStream({ seconds: 300 });
  station = await serveStation({ station: { sid: 9321, title: 'Forged FM' }, data: { audioHtml: stream.url } });
  await writeFile(join(station.build.distDir, 'forger.html'), FORGER);
  host = await startHostPageServer(
    () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<h1 id="heading">A station's own site</h1>
<script src="${station.server.url}/embed.js" data-station="${station.build.id}" async></script>
<iframe src="${station.server.url}/forger.html" title="Forger" width="10" height="10"></iframe>
</body></html>`,
  );
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await host?.close();
  await station?.close();
  await stream?.close();
});

const playing = (frame: Frame) => frame.evaluate(() => !(document.querySelector('audio')?.paused ?? true));

describe('a forger on the one-player channel', () => {
  test('does not keep the player stopped: the listener\'s Play plays on while they are in it; once they leave it, it can stop it', async () => {
    browser = await launchChromium();
    await browser.page.goto(`${host.url}/`);
    await waitFor(() => browser!.page.frames().some((f) => f.url().includes('forger.html')), { what: 'the forger' });
    const player = () => browser!.page.frames().find((f) => f.url().startsWith(station.url()))!;
    await waitFor(() => player(), { what: 'the player frame' });
    await player().getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(player(), { selector: 'audio', seconds: 2 });
    expect(await player().getByRole('button', { name: 'Stop', exact: true }).count()).toBe(1);

    // The listener leaves the player for the host page: from now on the forger's word counts,
    // but only in a player's shape: for 1.5 s of the others, it plays on.
    await browser.page.locator('#heading').click();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await playing(player())).toBe(true);
    const forger = browser.page.frames().find((f) => f.url().includes('forger.html'))!;
    await forger.evaluate('window.shaped = true');
    await waitFor(async () => !(await playing(player())), { what: 'the forger to stop the player the listener left' });
    expect(browser.pageErrors).toEqual([]);
  });
});
