// US privacy end to end (issue 5): stations built by the real CLI, opened in headless Chromium,
// a local geo service answering per `?ip=`, and a stream server whose request log shows the
// privacy strings the player really sent.
import { GppModel } from '@iabgpp/cmpapi';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_CLOSED_STRINGS } from '../../runtime/features/privacy/fail-closed';
import type { StationFile } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { freePort } from '../support/free-port';
import { CALIFORNIA, GERMANY, startGeoServer, TEXAS, type GeoServer } from '../support/geo-server';
import { waitForPlayback } from '../support/media';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { serveNamedStations, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';


/** Listeners by the address the page passes as `?ip=`, and what the geo service says of them. */
const LISTENER = { california: '1.1.1.1', germany: '2.2.2.2', texas: '3.3.3.3', geoError: '5.5.5.5' };
const PLACES = { [LISTENER.california]: CALIFORNIA, [LISTENER.germany]: GERMANY, [LISTENER.texas]: TEXAS };

const NOTICE = { name: 'Privacy Notice' };
const CHOICES = { name: 'Your Privacy Choices' };

describe('US privacy in the browser: notices, choices and the strings the stream request carries', () => {
  let geo: GeoServer;
  let stream: Mp3FileStream;
  const stations: Partial<Record<'privacy' | 'noPrivacy' | 'geoDown', ServedStation>> = {};
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    geo = await startGeoServer();
    for (const [ip, place] of Object.entries(PLACES)) geo.reply(ip, { body: { ...place, ip } });
    geo.reply(LISTENER.geoError, { status: 500, body: { message: 'upstream down' } });

    // The stream: a static MP3 (two minutes of tone) on its own server, whose log we assert on.
    stream = await startMp3FileStream({ frequency: 440 });

    // Nothing listens on this port: the geo service of `geoDown` refuses connections.
    const refusedGeo = `http://127.0.0.1:${await freePort()}`;
    const station = (sid: number, privacy: object, geoUrl: string): StationFile => ({
      station: { sid, title: `Privacy ${sid} FM` },
      data: { audioHtml: stream.url },
      privacy,
      services: { geo: { url: geoUrl } },
    });
    const files = {
      privacy: station(9501, { enabled: true, regions: ['CA'] }, geo.url),
      noPrivacy: station(9502, { enabled: false }, geo.url),
      geoDown: station(9503, { enabled: true, regions: ['CA'] }, refusedGeo),
    };
    Object.assign(stations, await serveNamedStations(files));
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    for (const served of Object.values(stations)) await served.close();
    await stream?.close();
    await geo?.close();
  });

  const streamRequests = () => stream.requests();
  const queryOf = (url: string) => new URL(url, stream.url).searchParams;

  /**
   * Clicks Play and returns the query of the stream request it caused, once audio plays. (Media
   * elements may ask again with a Range header; the first request after Play is the connect.)
   */
  async function play(page: Page): Promise<URLSearchParams> {
    const before = streamRequests().length;
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const request = await waitFor(() => streamRequests()[before], { what: 'the stream request after Play' });
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    return queryOf(request.url);
  }

  const gppOf = (query: URLSearchParams) => new GppModel(query.get('gpp') ?? '');

  it('a Californian sees the styled explicit notice; Close → the stream carries 1YNY and a GPP string "not opted out"', async () => {
    browser = await launchChromium();
    const { page } = browser;
    const connectsBefore = streamRequests().length;
    await page.goto(stations.privacy!.url(`?ip=${LISTENER.california}`));
    const dialog = page.getByRole('dialog', NOTICE);
    await dialog.waitFor();
    expect(await dialog.getByText('To see how we use personal data,').isVisible()).toBe(true);
    // Styled from the lazy chunk: the modal covers the player.
    expect(await page.locator('.re-privacy-backdrop').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // The notice is shown before any stream request: nothing is connected without it.
    expect(streamRequests()).toHaveLength(connectsBefore);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', CHOICES).waitFor();

    const query = await play(page);
    expect(query.get('us_privacy')).toBe('1YNY');
    const gpp = gppOf(query);
    expect(gpp.getFieldValue('usnat', 'SaleOptOut')).toBe(2);
    expect(gpp.getFieldValue('usca', 'SaleOptOut')).toBe(2);
    expect(gpp.getFieldValue('usca', 'SharingOptOut')).toBe(2);
    expect(browser.pageErrors).toEqual([]);
  });

  it('opting out reloads the page and the stream carries 1YYY; the inline notice opts back in and the player restarts with 1YNY', async () => {
    browser = await launchChromium();
    const { page } = browser;
    await page.goto(stations.privacy!.url(`?ip=${LISTENER.california}`));
    const dialog = page.getByRole('dialog', NOTICE);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Do not sell or share my personal information' }).click();
    await reloaded;

    // After the reload: the stored opt-out, no notice, the inline notice offering the choices.
    const choices = page.getByRole('button', CHOICES);
    await choices.waitFor();
    expect(await dialog.count()).toBe(0);
    const optedOut = await play(page);
    expect(optedOut.get('us_privacy')).toBe('1YYY');
    const gpp = gppOf(optedOut);
    for (const section of ['usnat', 'usca']) {
      expect(gpp.getFieldValue(section, 'SaleOptOut')).toBe(1);
      expect(gpp.getFieldValue(section, 'SharingOptOut')).toBe(1);
    }

    await choices.click();
    // The panel is named by its header; its description says the listener's state.
    const popout = page.getByRole('dialog', { name: 'Your Privacy Choices' });
    expect(await popout.locator('#re-privacy-status').textContent()).toBe('You opted-out for the delivery of personalized ad content');
    await popout.getByRole('button', { name: 'Opt-In', exact: true }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Opt-In confirmed. Clicking OK will re-start your player.' });
    const before = streamRequests().length;
    await confirmation.getByRole('button', { name: 'Ok', exact: true }).click();

    // The restart: a new connection, with the new strings, and audio plays again.
    const restart = await waitFor(() => streamRequests()[before], { what: 'the stream request of the restart' });
    expect(queryOf(restart.url).get('us_privacy')).toBe('1YNY');
    expect(gppOf(queryOf(restart.url)).getFieldValue('usca', 'SaleOptOut')).toBe(2);
    await waitForPlayback(page, { selector: 'audio', seconds: 0.5 });
    expect(browser.pageErrors).toEqual([]);
  });

  const notApplicable = [
    { who: 'a German listener', station: 'privacy', ip: LISTENER.germany },
    { who: 'a Texan where only CA is configured', station: 'privacy', ip: LISTENER.texas },
    { who: 'a Californian on a station with privacy off', station: 'noPrivacy', ip: LISTENER.california },
  ] as const;
  for (const { who, station, ip } of notApplicable) {
    it(`${who}: 1---, no GPP string and no notice`, async () => {
      browser = await launchChromium();
      const { page } = browser;
      const served = stations[station]!;
      served.server.requests.length = 0;
      geo.requests.length = 0;
      await page.goto(served.url(`?ip=${ip}`));
      // Play at once: the first stream request waits until privacy has settled.
      const query = await play(page);
      expect(query.get('us_privacy')).toBe('1---');
      expect(query.has('gpp')).toBe(false);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('button', CHOICES).count()).toBe(0);
      if (station === 'privacy') expect(geo.requests).toEqual([`/geo?ip=${ip}`]);
      if (station === 'noPrivacy') {
        // Privacy off: one geo lookup, for the GDPR alone (issue 33: where it applies, nothing that
        // needs consent starts), and the privacy code is never downloaded.
        expect(geo.requests).toEqual([`/geo?ip=${ip}`]);
        // The first request does not wait for that answer (issue 33: it goes as `gdpr=1` until the
        // answer says the GDPR does not apply). Once it has: Stop, Play, and the stream goes without.
        await waitFor(() => geo.answered() > 0, { what: 'the geo answer' });
        await page.getByRole('button', { name: 'Stop', exact: true }).click();
        const again = await play(page);
        expect(again.has('gdpr')).toBe(false);
        expect(again.get('us_privacy')).toBe('1---');
        expect(served.server.requests.map((r) => r.path).filter((path) => path.includes('privacy'))).toEqual([]);
      }
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('Global Privacy Control on: a Californian is opted out without a click (1YYY, GPC in the GPP string), and told so', async () => {
    browser = await launchChromium();
    const { page } = browser;
    // Chromium has no stable switch for GPC; this is what a browser that sends it exposes.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await page.goto(stations.privacy!.url(`?ip=${LISTENER.california}`));
    const choices = page.getByRole('button', CHOICES);
    await choices.waitFor();
    expect(await page.getByRole('dialog', NOTICE).count()).toBe(0);

    const query = await play(page);
    expect(query.get('us_privacy')).toBe('1YYY');
    const gpp = gppOf(query);
    expect(gpp.getFieldValue('usca', 'SaleOptOut')).toBe(1);
    expect(gpp.getFieldValue('usca', 'Gpc')).toBe(true);

    await choices.click();
    await page.getByText("Your browser's Global Privacy Control signal is honoured: you are opted out.").waitFor();
    expect(await page.getByRole('button', { name: 'Opt-In', exact: true }).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  for (const station of ['noPrivacy', 'privacy'] as const) {
    it(`?us_privacy=1YYN (${station === 'privacy' ? 'privacy on' : 'privacy off'}): used in the stream request, removed from the address`, async () => {
      browser = await launchChromium();
      const { page } = browser;
      await page.goto(stations[station]!.url(`?ip=${LISTENER.germany}&us_privacy=1YYN&show_volume=1`));
      await page.getByRole('slider', { name: 'Volume' }).waitFor();
      await waitFor(async () => !new URL(page.url()).searchParams.has('us_privacy'), { what: 'us_privacy to leave the address' });
      // The other parameters stay.
      expect(new URL(page.url()).search).toBe(`?ip=${LISTENER.germany}&show_volume=1`);

      const query = await play(page);
      expect(query.get('us_privacy')).toBe('1YYN');
      expect(browser.pageErrors).toEqual([]);
    });
  }

  const geoFailures = [
    { why: 'refuses connections', station: 'geoDown', query: '' },
    { why: 'answers HTTP 500', station: 'privacy', query: `?ip=${LISTENER.geoError}` },
  ] as const;
  for (const { why, station, query: pageQuery } of geoFailures) {
    it(`the geo service ${why}: no notice, and the stream still plays with the fail-closed strings`, async () => {
      browser = await launchChromium();
      const { page } = browser;
      await page.goto(stations[station]!.url(pageQuery));
      // Play at once: the first stream request waits until privacy has settled (here: failed).
      const query = await play(page);
      expect(query.get('us_privacy')).toBe(FAIL_CLOSED_STRINGS.usPrivacy);
      expect(query.get('gpp')).toBe(FAIL_CLOSED_STRINGS.gpp);
      expect(gppOf(query).getFieldValue('usnat', 'SaleOptOut')).toBe(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('button', CHOICES).count()).toBe(0);
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
