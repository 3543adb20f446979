// The walking skeleton, end to end with real parts: a station file built by the real CLI, served
// on loopback, opened in headless Chromium, playing a live stream from a real Icecast server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStations, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import { waitForPlayback } from '../support/media';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';


interface Served {
  build: BuiltStation;
  server: StaticServer;
  pageUrl: string;
}

describe('walking skeleton: build a station, open its embed, play a live stream', () => {
  let icecast: Icecast;
  let mp3: IcecastSource;
  let aac: IcecastSource;
  const served: Record<'mp3' | 'aac', Served> = {} as Record<'mp3' | 'aac', Served>;
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    icecast = await startIcecast();
    mp3 = await startIcecastSource(icecast, { format: 'mp3' });
    aac = await startIcecastSource(icecast, { format: 'aac' });
    const stations = {
      // No Volume in the flower, so only `?show_volume=1` shows the slider.
      mp3: {
        station: { sid: 9001, title: 'Skeleton MP3 FM' },
        data: { audioHtml: mp3.url },
        ui: { flower: [] },
      },
      aac: { station: { sid: 9002, title: 'Skeleton AAC FM' }, data: { audioFlash: aac.url } },
    };
    const builds = await buildStations([stations.mp3, stations.aac]);
    for (const [index, kind] of (['mp3', 'aac'] as const).entries()) {
      const build = builds[index]!;
      const server = await startStaticServer(build.distDir);
      served[kind] = { build, server, pageUrl: `${server.url}/${build.id}/` };
    }
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    for (const { build, server } of Object.values(served)) {
      await server.close();
      await build.remove();
    }
    await mp3?.stop();
    await aac?.stop();
    await icecast?.stop();
  });

  const listenersFallTo0 = (mount: string) =>
    waitFor(async () => (await icecast.listeners(mount)) === 0, {
      timeoutMs: 10_000,
      what: `Icecast listeners on ${mount} to fall back to 0 after Stop`,
    });

  const cases = [
    { kind: 'mp3', title: 'Skeleton MP3 FM', source: () => mp3 },
    { kind: 'aac', title: 'Skeleton AAC FM', source: () => aac },
  ] as const;

  for (const { kind, title, source } of cases) {
    it(`plays the ${kind.toUpperCase()} mount on Play, mutes, and closes the connection on Stop`, async () => {
      browser = await launchChromium();
      const { page } = browser;
      const streamRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(icecast.baseUrl)) streamRequests.push(request.url());
      });

      await page.goto(served[kind].pageUrl);
      await page.getByText(title).first().waitFor();
      const play = page.getByRole('button', { name: 'Play', exact: true });
      await play.waitFor();
      // Nothing is fetched from the stream before Play.
      expect(streamRequests).toEqual([]);
      expect(await icecast.listeners(source().mount)).toBe(0);

      await play.click();
      await waitForPlayback(page, { selector: 'audio', seconds: 1 });
      expect(streamRequests.some((url) => url.startsWith(source().url))).toBe(true);
      expect(await icecast.listeners(source().mount)).toBeGreaterThan(0);
      const stop = page.getByRole('button', { name: 'Stop', exact: true });
      await stop.waitFor();

      await page.getByRole('button', { name: 'Mute', exact: true }).click();
      await page.getByRole('button', { name: 'Unmute', exact: true }).waitFor();
      expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(true);

      await stop.click();
      await listenersFallTo0(source().mount);
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('shows a volume slider named "Volume" only with ?show_volume=1', async () => {
    browser = await launchChromium();
    const { page } = browser;
    const slider = page.getByRole('slider', { name: 'Volume' });
    await page.goto(served.mp3.pageUrl);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await slider.count()).toBe(0);

    await page.goto(`${served.mp3.pageUrl}?show_volume=1`);
    await slider.waitFor();
    expect(await slider.isVisible()).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });
});
