// Issue 15 items 1 and 2 in a real Chromium: an opt-out holds in a frame without any storage, and
// an address override never beats a stored opt-out or GPC and is not remembered. The world is in
// privacy-storage-world.ts; the vendors' hosts are answered (and recorded) by request interception.
import { GppModel } from '@iabgpp/cmpapi';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import type { Mp3FileStream } from '../support/mp3-file-stream';
import type { ServedStation } from '../support/served-station';
import { encodeGpp } from '../../runtime/features/privacy/gpp/encode';
import { waitFor } from '../support/wait-for';
import { HOSTS, stubVendors, type VendorStubs } from '../runtime/tracking/support/vendor-stubs';
import { startPrivacyStorageWorld, type PrivacyStorageWorld } from './privacy-storage-world';
import { storageIn } from '../support/storage-probe';


/** A GPP string saying "not opted out", as a host might put in the address. */
const NOT_OPTED_OUT_GPP = encodeGpp(['usnat'], { optOut: false, gpc: false });
const OPT_OUT = { name: 'Do not sell or share my personal information' };
const NOTICE = { name: 'Privacy Notice' };
const CHOICES = { name: 'Your Privacy Choices' };

describe('an opt-out that holds without storage; overrides that never weaken it', () => {
  let world: PrivacyStorageWorld;
  let stream: Mp3FileStream;
  let station: ServedStation;
  let browser: ChromiumSession | undefined;
  let vendors: VendorStubs;

  beforeAll(async () => {
    world = await startPrivacyStorageWorld();
    ({ stream, station } = world);
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(() => world?.close());

  async function open({ gpc = false } = {}): Promise<Page> {
    browser = await launchChromium();
    vendors = await stubVendors(browser.context);
    if (gpc) {
      // Chromium has no stable switch for GPC; this is what a browser that sends it exposes.
      await browser.context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
      );
    }
    return browser.page;
  }

  /** A real mouse click at the centre of the element, as a listener's. */
  async function mouseClick(page: Page, target: Locator): Promise<void> {
    await target.waitFor();
    const box = await target.boundingBox();
    if (!box) throw new Error('the element has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Clicks Play and returns the query of the stream request it caused. */
  async function play(page: Page, player: Page | FrameLocator = page): Promise<URLSearchParams> {
    const before = stream.requests().length;
    await mouseClick(page, player.getByRole('button', { name: 'Play', exact: true }));
    const request = await waitFor(() => stream.requests()[before], { what: 'the stream request after Play' });
    return new URL(request.url, stream.url).searchParams;
  }

  const pageLoads = () => world.pageLoads();
  const saleOptOut = (query: URLSearchParams) => new GppModel(query.get('gpp') ?? '').getFieldValue('usnat', 'SaleOptOut');
  /** Every vendor request: with the listener opted out there must be none (most trackers carry no signal to check). */
  const anyVendorHit = () => vendors.hits.map((hit) => hit.url);

  it('in <iframe sandbox="allow-scripts"> (no storage at all): the opt-out survives the reload; no notice again, 1YYY, no tracker', async () => {
    const page = await open();
    await page.setContent(`<iframe sandbox="allow-scripts" src="${station.url()}" style="width:640px;height:560px;border:0"></iframe>`);
    const player = page.frameLocator('iframe');
    // The frame really has no storage.
    const frame = await waitFor(() => page.frames().find((f) => f.url().startsWith(station.url())), { what: 'the player frame' });
    expect(await storageIn(frame)).toBe('SecurityError');

    const loadsBefore = pageLoads();
    await mouseClick(page, player.getByRole('dialog', NOTICE).getByRole('button', OPT_OUT));
    await waitFor(() => pageLoads() > loadsBefore, { what: 'the reload after the opt-out' });

    // After the reload: no notice again, the inline notice instead.
    await player.getByRole('button', CHOICES).waitFor();
    expect(await player.getByRole('dialog', NOTICE).count()).toBe(0);
    const query = await play(page, player);
    expect(query.get('us_privacy')).toBe('1YYY');
    expect(saleOptOut(query)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Not one tracker, cookie sync or pixel, before the click or after it.
    expect(anyVendorHit()).toEqual([]);
    expect(browser!.pageErrors).toEqual([]);
  });

  it('the "not opted out" GPP string of these tests says so', () => {
    expect(new GppModel(NOT_OPTED_OUT_GPP).getFieldValue('usnat', 'SaleOptOut')).toBe(2);
  });

  it('a stored opt-out, then a visit with ?us_privacy=1YNN and a "not opted out" gpp: the stream still says opted out', async () => {
    const page = await open();
    await page.goto(station.url());
    const loadsBefore = pageLoads();
    await mouseClick(page, page.getByRole('dialog', NOTICE).getByRole('button', OPT_OUT));
    await waitFor(() => pageLoads() > loadsBefore, { what: 'the reload after the opt-out' });
    await page.getByRole('button', CHOICES).waitFor();

    await page.goto(station.url(`?us_privacy=1YNN&gpp=${NOT_OPTED_OUT_GPP}`));
    await page.getByRole('button', CHOICES).waitFor();
    const query = await play(page);
    expect(query.get('us_privacy')).toBe('1YYY');
    expect(saleOptOut(query)).toBe(1);
  });

  it('GPC on and ?us_privacy=1YNN: the stream says opted out', async () => {
    const page = await open({ gpc: true });
    await page.goto(station.url('?us_privacy=1YNN'));
    await page.getByRole('button', CHOICES).waitFor();
    const query = await play(page);
    expect(query.get('us_privacy')).toBe('1YYY');
    expect(saleOptOut(query)).toBe(1);
  });

  it('a visit with an override, then one without: the override is not remembered', async () => {
    const page = await open();
    await page.goto(station.url());
    await mouseClick(page, page.getByRole('dialog', NOTICE).getByRole('button', { name: 'Close', exact: true }));
    await page.getByRole('button', CHOICES).waitFor();
    // The station's trackers are live for a listener who did not opt out (so "none" above means something).
    await waitFor(() => vendors.integrationHits().some((hit) => hit.url.startsWith(HOSTS.gtag)), { what: 'GA to load' });

    await page.goto(station.url('?us_privacy=1YYN'));
    await page.getByRole('button', CHOICES).waitFor();
    expect((await play(page)).get('us_privacy')).toBe('1YYN');

    await page.goto(station.url());
    await page.getByRole('button', CHOICES).waitFor();
    expect((await play(page)).get('us_privacy')).toBe('1YNY');
  });
});
