// Issue 15 item 1 in a real Firefox (puppeteer-core over WebDriver BiDi): the player in
// <iframe sandbox="allow-scripts"> has no storage at all; an opt-out from the explicit notice must
// survive the spec's reload. The world (station, geo, stream) is in privacy-storage-world.ts.
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox, type FirefoxSession } from '../support/firefox';
import { waitFor } from '../support/wait-for';
import { HOSTS } from '../runtime/tracking/support/vendor-stubs';
import { startPrivacyStorageWorld, type PrivacyStorageWorld } from './privacy-storage-world';
import { storageIn } from '../support/storage-probe';


describe('Firefox: an opt-out in a storage-less sandboxed frame survives the reload', () => {
  let world: PrivacyStorageWorld;
  let browser: FirefoxSession | undefined;

  beforeAll(async () => {
    world = await startPrivacyStorageWorld();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  afterAll(() => world?.close());

  const playerFrame = (page: Page) =>
    waitFor(() => page.frames().find((f) => f.url().startsWith(world.station.url())), { what: 'the player frame' });

  /** The visible button whose text as rendered (innerText: a folded label's hidden words are not read) is `text`, in the player frame (looked up afresh: the frame reloads). */
  async function button(page: Page, text: string): Promise<ElementHandle<Element>> {
    return waitFor(
      async () => {
        const frame: Frame = await playerFrame(page);
        for (const handle of await frame.$$('button')) {
          const label = await handle.evaluate((el) => (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim());
          if (label === text && (await handle.boundingBox())) return handle;
        }
        return undefined;
      },
      { what: `the "${text}" button`, timeoutMs: 15_000 },
    );
  }

  /** A real mouse click at the centre of the element, as a listener's. */
  async function mouseClick(page: Page, handle: ElementHandle<Element>): Promise<void> {
    const box = await handle.boundingBox();
    if (!box) throw new Error('the element has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  it('no notice after the reload, the stream carries 1YYY, and no vendor host is asked', async () => {
    browser = await launchFirefox({ network: true });
    const { page } = browser;
    const vendorRequests: string[] = [];
    const vendorOrigins = new Set<string>(Object.values(HOSTS));
    page.on('request', (request) => {
      if (vendorOrigins.has(new URL(request.url()).origin)) vendorRequests.push(request.url());
    });
    await page.setContent(`<iframe sandbox="allow-scripts" src="${world.station.url()}" style="width:640px;height:560px;border:0"></iframe>`);
    const frame = await playerFrame(page);
    expect(await storageIn(frame)).toBe('SecurityError');

    const loadsBefore = world.pageLoads();
    await mouseClick(page, await button(page, 'Do not sell or share my personal information'));
    await waitFor(() => world.pageLoads() > loadsBefore, { what: 'the reload after the opt-out' });

    await button(page, 'Your Privacy Choices');
    const reloaded = await playerFrame(page);
    expect(await reloaded.$$eval('[role="dialog"]', (dialogs) => dialogs.length)).toBe(0);

    const before = world.stream.requests().length;
    await mouseClick(page, await button(page, 'Play'));
    const request = await waitFor(() => world.stream.requests()[before], { what: 'the stream request after Play' });
    expect(new URL(request.url, world.stream.url).searchParams.get('us_privacy')).toBe('1YYY');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(vendorRequests).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
