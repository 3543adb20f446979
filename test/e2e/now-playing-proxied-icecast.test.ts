// Now playing from an Icecast that listeners reach through a reverse proxy at another path, while
// the same Icecast serves an MP3 and an AAC mount (issue 17 §1): the player must still find its
// mount in /status-json.xsl — by the stream's file name, or by the operator's metadata.mount —
// and follow the titles the station's automation sets (the admin API's updinfo). Real Icecast and
// ffmpeg, a real Chromium, the track line read from the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startIcecastSource, type IcecastSource } from '../support/ffmpeg-source';
import { startIcecast, type Icecast } from '../support/icecast';
import type { Listening } from '../support/loopback';
import { startReverseProxy } from '../support/reverse-proxy';
import { serveStations, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';


describe('now playing from a proxied Icecast with two mounts', () => {
  let icecast: Icecast;
  let mp3: IcecastSource;
  let aac: IcecastSource;
  let proxy: Listening;
  const stations: ServedStation[] = [];
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    icecast = await startIcecast();
    mp3 = await startIcecastSource(icecast, { format: 'mp3' });
    aac = await startIcecastSource(icecast, { format: 'aac', frequency: 660 });
    proxy = await startReverseProxy(icecast.baseUrl, {
      '/listen/live.mp3': '/live.mp3',
      // AzuraCast's shape: the public name says nothing of the mount.
      '/listen/station/radio.mp3': '/live.aac',
      '/status-json.xsl': '/status-json.xsl',
    });
    const station = (sid: number, audioHtml: string, mount?: string) => ({
      station: { sid, title: 'Proxied FM' },
      data: { audioHtml },
      metadata: { source: 'icecast', url: `${proxy.url}/status-json.xsl`, intervalMs: 1000, ...(mount ? { mount } : {}) },
    });
    stations.push(...(await serveStations([station(9701, `${proxy.url}/listen/live.mp3`), station(9702, `${proxy.url}/listen/station/radio.mp3`, '/live.aac')])));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const station of stations) await station.close();
    await proxy?.close();
    await aac?.stop();
    await mp3?.stop();
    await icecast?.stop();
  });

  const trackLine = () => browser!.page.evaluate(() => document.querySelector('.re-track')?.textContent ?? '');
  const showsTrack = (text: string, what: string) =>
    waitFor(async () => (await trackLine()) === text, { timeoutMs: 15_000, what: `${what}: the track line to say "${text}"` }).catch(async (error: Error) => {
      throw new Error(`${error.message}; it says "${await trackLine()}"; console: ${JSON.stringify(browser!.consoleMessages)}`);
    });

  it('finds the mount by the stream file name and follows its title changes', async () => {
    await icecast.updateMetadata(mp3.mount, 'Daft Punk - One More Time');
    await icecast.updateMetadata(aac.mount, 'Other Mount - Wrong Song');
    await browser!.page.goto(stations[0]!.url());
    await showsTrack('One More Time - Daft Punk', 'the MP3 mount found behind /listen/live.mp3');
    await icecast.updateMetadata(mp3.mount, 'Air - Playground Love');
    await showsTrack('Playground Love - Air', 'the next title set through updinfo');
    expect(browser!.pageErrors).toEqual([]);
  });

  it("uses the operator's metadata.mount where the public path names no mount", async () => {
    await icecast.updateMetadata(aac.mount, 'Aac Artist - Aac Song');
    await browser!.page.goto(stations[1]!.url());
    await showsTrack('Aac Song - Aac Artist', 'the AAC mount named by metadata.mount');
    await icecast.updateMetadata(aac.mount, 'Aac Artist - Next Song');
    await showsTrack('Next Song - Aac Artist', 'the next AAC title');
    expect(browser!.pageErrors).toEqual([]);
  });
});
