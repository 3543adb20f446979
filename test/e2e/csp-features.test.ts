// Lazy features under the page's Content-Security-Policy (dist/_headers, no 'unsafe-inline'), in
// Chromium: the privacy notices and the ads banner insert their stylesheets as <style> from lazy
// chunks. Served with the CSP header the way cli-csp.test.ts serves it, each must cause no
// violation and really be styled — a blocked <style> only shows as unstyled markup.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';
import { GERMANY, startGeoServer, type GeoServer } from '../support/geo-server';
import { ANALYTICS_VENDOR, startVendorListServer } from '../support/vendor-list-server';
import { buildStation, type BuiltStation, type StationFile } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait-for';
import { startAdServer, type AdServer } from './ads-ad-server';


interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

interface Served {
  build: BuiltStation;
  cdn: HeadersServer;
}

let geo: GeoServer;
let ads: AdServer;
const served: Served[] = [];
let browser: ChromiumSession | undefined;

/** Builds the station with the real CLI and serves its dist/ with the headers of dist/_headers. */
async function serve(file: StationFile): Promise<Served> {
  const build = await buildStation(file);
  const station = { build, cdn: await startHeadersServer(build.distDir) };
  served.push(station);
  return station;
}

beforeAll(async () => {
  // A Californian: a privacy station shows its explicit notice at once.
  geo = await startGeoServer({ body: { country_code: 'US', region_code: 'CA' } });
  ads = await startAdServer();
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  for (const { build, cdn } of served) {
    await cdn.close();
    await build.remove();
  }
  await ads?.close();
  await geo?.close();
});

/** Opens the station's page under its CSP header, recording every violation from the start. */
async function open({ build, cdn }: Served, viewport = { width: 900, height: 420 }): Promise<Page> {
  browser = await launchChromium();
  const { page } = browser;
  await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { violations: Violation[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  const response = await page.goto(`${cdn.url}/${build.id}/`);
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/style-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-inline');
  return page;
}

/** The violations seen so far, optionally only those of directives starting with `prefix`. */
async function violations(page: Page, prefix = ''): Promise<Violation[]> {
  const seen = await page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);
  return seen.filter((v) => v.directive.startsWith(prefix));
}

/** No violation event, no CSP message in the console, no uncaught error. */
async function expectNoViolation(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
  expect(browser!.consoleMessages.filter((m) => /Content Security Policy|Refused to/i.test(m.text))).toEqual([]);
  expect(browser!.pageErrors).toEqual([]);
}

// Nothing listens here: no test clicks Play, so no stream is ever asked for.
const streamUrl = async () => `http://127.0.0.1:${await freePort()}/live.mp3`;

describe('lazy features under the station CSP', () => {
  test('privacy: a Californian sees the explicit notice with its stylesheet applied, and nothing is blocked', async () => {
    const station = await serve({
      station: { sid: 9951, title: 'CSP Privacy FM' },
      data: { audioHtml: await streamUrl() },
      privacy: { enabled: true, regions: ['CA'] },
      services: { geo: { url: geo.url } },
    });
    const page = await open(station);
    const dialog = page.getByRole('dialog', { name: 'Privacy Notice' });
    await dialog.waitFor();
    expect(geo.requests.length).toBeGreaterThan(0);
    // Only the notices' stylesheet makes the backdrop a fixed, dimmed layer over the player.
    const backdrop = await page.locator('.re-privacy-backdrop').evaluate((el) => {
      const style = getComputedStyle(el);
      return { position: style.position, background: style.backgroundColor, zIndex: style.zIndex };
    });
    expect(backdrop).toEqual({ position: 'fixed', background: 'rgba(0, 0, 0, 0.667)', zIndex: '1000' });
    expect(await page.locator('.re-privacy-dialog').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 20, 24)');
    await expectNoViolation(page);

    // Closing it leaves the inline notice, styled by the same sheet.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const choices = page.getByRole('button', { name: 'Your Privacy Choices' });
    await choices.waitFor();
    expect(await choices.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    await expectNoViolation(page);
  });

  test('the EU consent dialog (issue 33): a listener in Germany sees it styled by its own sheet and the notices\u2019; its vendor list and consent record pass; nothing is blocked', async () => {
    const germany = await startGeoServer({ body: GERMANY });
    const partners = await startVendorListServer();
    try {
      const station = await serve({
        station: { sid: 9953, title: 'CSP Euro FM' },
        data: { audioHtml: await streamUrl() },
        tracking: { piwik: { enabled: true, siteid: '7', domains: ['euro.example'], vendorId: ANALYTICS_VENDOR } },
        services: { geo: { url: germany.url }, piwik: { trackerUrl: `${partners.url}/matomo/` } },
        privacy: { vendorList: { baseUrl: partners.baseUrl, cmpId: 300, recordUrl: partners.recordUrl } },
      });
      const page = await open(station);
      await page.mouse.move(50, 50);
      await page.locator('.re-eu-consent .re-privacy-dialog').waitFor();
      const styled = await page.evaluate(() => ({
        // The notices' sheet: the backdrop over the player; the dialog's own: three buttons of one size.
        backdrop: getComputedStyle(document.querySelector('.re-eu-consent')!).position,
        widths: [...document.querySelectorAll('.re-eu-consent [data-choice]')].map((button) => Math.round(button.getBoundingClientRect().width)),
        basis: getComputedStyle(document.querySelector('.re-eu-consent [data-choice]')!).flexBasis,
      }));
      expect(styled.backdrop).toBe('fixed');
      expect(styled.basis).toBe('0px');
      expect(new Set(styled.widths).size).toBe(1);
      await page.locator('[data-choice="reject-all"]').click();
      await waitFor(() => partners.records.length > 0, { what: 'the consent record' });
      await expectNoViolation(page);
    } finally {
      await partners.close();
      await germany.close();
    }
  });

  describe('ads with a 728x90 banner', () => {
    let station: Served;
    beforeAll(async () => {
      station = await serve({
        station: { sid: 9952, title: 'CSP Ads FM' },
        data: { audioHtml: await streamUrl() },
        ads: { banner: { url: `${ads.url}/banner.html`, frequency: 0, layout: '728x90' } },
      });
    });

    test('the banner strip is styled by the ads stylesheet, its height set through a custom property; no style is blocked', async () => {
      const page = await open(station);
      await page.locator('.re-ad-banner iframe').waitFor();
      // Only ads.css gives the strip its colour and the layout's height, and has the player make room for it.
      const layout = await page.evaluate(() => {
        const banner = document.querySelector('.re-ad-banner')!;
        const player = document.querySelector('.re-player')!;
        return {
          bannerHeight: banner.getBoundingClientRect().height,
          bannerBackground: getComputedStyle(banner).backgroundColor,
          appDisplay: getComputedStyle(document.getElementById('app')!).display,
          playerBottom: player.getBoundingClientRect().bottom,
          bannerTop: banner.getBoundingClientRect().top,
          viewportHeight: innerHeight,
        };
      });
      expect(layout).toMatchObject({ bannerHeight: 90, bannerBackground: 'rgb(16, 20, 24)', appDisplay: 'flex' });
      expect(layout.playerBottom).toBeLessThanOrEqual(layout.bannerTop);
      expect(layout.bannerTop + layout.bannerHeight).toBeLessThanOrEqual(layout.viewportHeight);
      expect(await violations(page, 'style-src')).toEqual([]);
      expect(browser!.consoleMessages.filter((m) => /Refused to apply/i.test(m.text))).toEqual([]);
      expect(browser!.pageErrors).toEqual([]);
    });

    test("the banner page itself is allowed in the frame (frame-src has the banner's origin); nothing is blocked", async () => {
      const asked = ads.banners.length;
      const page = await open(station);
      await page.locator('.re-ad-banner iframe').waitFor();
      await waitFor(async () => ads.banners.length > asked || (await violations(page)).length > 0, { what: 'the banner request, or its refusal' });
      await expectNoViolation(page);
      expect(await page.frameLocator('.re-ad-banner iframe').locator('body').textContent()).toBe('Banner');
    });
  });
});
