// Issue 33 items 2 and 3 in Chromium, what the three-engine file (eu-consent.test.ts) does not
// cover: a host page's CMP (the player's dialog never shows), a listener outside the GDPR, storage
// denied (the choice kept for the session, or for the page in a frame with no storage at all), the
// settings layer (legitimate interest shown and objectable), withdrawal through the "Privacy"
// control (one reload, because Matomo had started), the consent record failing three ways (logged,
// never in the way), and the listener's language (German purposes; French, whose file is missing,
// in English with "unable to load language" logged). Real clicks at the controls' centres.
import { createServer } from 'node:http';
import { TCString } from '@iabtechlabtcf/core';
import type { Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { tcString } from '../runtime/consent/tc-strings';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { cmpStub, tcData } from '../support/host-cmp';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { ANALYTICS_VENDOR, TARGETING_VENDOR } from '../support/vendor-list-server';
import { waitFor } from '../support/wait-for';
import { decodeTc, IN_CALIFORNIA, IN_GERMANY, startEuWorld, type EuWorld } from './eu-consent-world';

let world: EuWorld;
let host: Listening & { pages: Map<string, string> };
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  world = await startEuWorld(9702);
  const pages = new Map<string, string>();
  const hostServer = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page ?? 'not found');
  });
  host = { ...(await listenOnLoopback(hostServer)), pages };
});

afterEach(async () => {
  await browser?.close();
  browser = undefined;
  world.partners.recordAnswer = { kind: 'ok' };
});

afterAll(async () => {
  await world?.close();
  await host?.close();
});

type Where = Page | Frame;

/** The player's frame in a host page (not the CMP's locator frame). */
const playerFrame = (page: Page): Frame => page.frames().find((frame) => frame.url().startsWith(world.station.server.url))!;

/** A real click at the centre of the first element matching `selector` (in a frame: the page's mouse, at the frame's offset). */
async function clickCentre(page: Page, where: Where, selector: string): Promise<void> {
  const box = await where.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const dialogOpen = (where: Where) => where.locator('.re-eu-consent [data-choice]').first().waitFor({ state: 'visible', timeout: 15_000 });

async function play(page: Page, where: Where) {
  const before = world.stream.requests().length;
  await clickCentre(page, where, '.re-btn--play');
  const request = await waitFor(() => world.stream.requests()[before], { what: 'the stream request after Play', timeoutMs: 15_000 });
  return new URL(request.url, world.stream.url).searchParams;
}

const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms));
const vendorListAsked = () => world.partners.requests.filter((r) => r.path.startsWith('/gvl/')).length;

it('on a touch-only phone: the dialog comes with the first touch, and a tap at Reject all\u2019s centre refuses', async () => {
  // Its own browser: a phone context (touch, no mouse) is made at launch (chromium.ts).
  browser = await launchChromium({ autoplay: true, touch: true });
  const { page } = browser;
  await page.goto(world.url(IN_GERMANY));
  await page.touchscreen.tap(195, 80);
  await dialogOpen(page);
  const box = (await page.locator('[data-choice="reject-all"]').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('re-eu-consent')))!) as { tcString: string };
  expect(decodeTc(stored.tcString)).toMatchObject({ purposeConsents: [], vendorConsents: [] });
  await page.screenshot({ path: 'test-results/frames/chromium/eu-consent-phone-touch.png' });
  expect(browser.pageErrors).toEqual([]);
});

it('focus as in the other panels: the dialog takes it, Tab stays inside, Escape closes without a choice and hands it to the Privacy control', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  await page.goto(world.url(IN_GERMANY));
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  const focusIn = () => page.evaluate(() => !!document.activeElement?.closest('.re-eu-consent'));
  await waitFor(focusIn, { what: 'focus in the dialog' });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIn()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.matches('.re-eu-consent-inline button'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('re-eu-consent'))).toBeNull();
  // Enter on the control opens the first layer again.
  await page.keyboard.press('Enter');
  await dialogOpen(page);
});

it('a host page with a TCF CMP: the player\u2019s dialog never shows, its vendor list is never fetched, the host\u2019s answer rules', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  const consented = tcString({ purposes: [1, 2, 3, 4, 7, 8, 9], vendors: [TARGETING_VENDOR] });
  host.pages.set('/cmp.html', `<!doctype html><title>Host</title>${cmpStub('tcf', tcData(consented))}<iframe id="player" src="${world.url(IN_GERMANY)}" width="480" height="180" allow="autoplay"></iframe>`);
  const listsBefore = vendorListAsked();
  const chunksBefore = world.dialogChunkFetches();
  const partnersBefore = world.partners.partnerRequests().length;
  await page.goto(`${host.url}/cmp.html`);
  const frame = page.frameLocator('iframe#player');
  await page.mouse.move(50, 50);
  // The player holds the host's answer before Play: targeting, which only that answer allows, has
  // asked its service. (A Play before the answer waits for it at most HOST_ANSWER_MS, and the stream
  // then goes without consent, as it should: with a second unit run beside the suite, the answer
  // once came later than that, and the first stream request carried none.)
  await waitFor(() => world.partners.partnerRequests().slice(partnersBefore).find((path) => path.startsWith('/match?')), {
    what: "targeting on the host's answer",
    timeoutMs: 15_000,
  });
  const query = await play(page, playerFrame(page));
  expect(query.get('gdpr_consent')).toBe(consented);
  await settle();
  expect(await frame.locator('.re-eu-consent, .re-eu-consent-inline').count()).toBe(0);
  expect(vendorListAsked()).toBe(listsBefore);
  expect(world.dialogChunkFetches()).toBe(chunksBefore);
  expect(browser.pageErrors).toEqual([]);
});

it('a listener in California: no dialog, no vendor list, the station\u2019s trackers start under the player\u2019s own rules', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  const listsBefore = vendorListAsked();
  const chunksBefore = world.dialogChunkFetches();
  const partnersBefore = world.partners.partnerRequests().length;
  await page.goto(world.url(IN_CALIFORNIA));
  await page.mouse.move(50, 50);
  // Once placed outside the GDPR (before that, a stream request says gdpr=1: fail closed), the trackers start.
  await waitFor(() => world.partners.partnerRequests().slice(partnersBefore).find((path) => path.startsWith('/matomo/matomo.js')), { what: 'Matomo', timeoutMs: 15_000 });
  const query = await play(page, page);
  expect(query.get('gdpr')).toBeNull();
  expect(await page.locator('.re-eu-consent, .re-eu-consent-inline').count()).toBe(0);
  expect(vendorListAsked()).toBe(listsBefore);
  expect(world.dialogChunkFetches()).toBe(chunksBefore);
});

it('settings: no consent ticked, legitimate interest shown and on; objecting to one is saved as such', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  const chunksBefore = world.dialogChunkFetches();
  await page.goto(world.url(IN_GERMANY));
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  // The dialog's chunk is fetched for this listener (and, above, for no one it does not ask).
  expect(world.dialogChunkFetches()).toBe(chunksBefore + 1);
  await clickCentre(page, page, '[data-choice="settings"]');
  await page.locator('[data-choice="save"]').waitFor();
  // Every purpose, the special feature and both vendors are listed, with the list's own names.
  expect(await page.locator('[data-purpose]').count()).toBe(7);
  expect(await page.locator('[data-vendor]').allInnerTexts()).toEqual([expect.stringContaining('Targeting Partner'), expect.stringContaining('Audience Analytics')]);
  expect(await page.locator('[data-special-feature="1"]').innerText()).toContain('Use precise geolocation data');
  const consentBoxes = page.locator('.re-eu-consent-list label:has-text("Consent") input');
  const liBoxes = page.locator('.re-eu-consent-list label:has-text("Legitimate interest") input');
  expect(await consentBoxes.evaluateAll((boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length)).toBe(0);
  expect(await liBoxes.evaluateAll((boxes) => boxes.every((box) => (box as HTMLInputElement).checked))).toBe(true);
  // Object to the legitimate interest of purpose 9 (a real click on its box), then save.
  const purpose9 = page.locator('[data-purpose="9"] label:has-text("Legitimate interest") input');
  await purpose9.scrollIntoViewIfNeeded();
  await clickCentre(page, page, '[data-purpose="9"] label:has-text("Legitimate interest") input');
  expect(await purpose9.isChecked()).toBe(false);
  await clickCentre(page, page, '[data-choice="save"]');
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  const query = await play(page, page);
  expect(decodeTc(query.get('gdpr_consent')!)).toMatchObject({
    purposeConsents: [],
    purposeLegitimateInterests: [7, 8],
    vendorConsents: [],
    vendorLegitimateInterests: [TARGETING_VENDOR, ANALYTICS_VENDOR],
  });
  expect(browser.pageErrors).toEqual([]);
});

it('withdrawal is one click away: Privacy → Reject all reloads the player once (Matomo had started), and nothing starts again', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  await page.goto(world.url(IN_GERMANY));
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  const partnersBefore = world.partners.partnerRequests().length;
  await clickCentre(page, page, '[data-choice="accept-all"]');
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  await play(page, page);
  await waitFor(() => world.partners.partnerRequests().slice(partnersBefore).find((path) => path.startsWith('/matomo/matomo.js')), { what: 'Matomo', timeoutMs: 15_000 });
  let loads = 0;
  page.on('load', () => loads++);
  await clickCentre(page, page, '.re-eu-consent-inline button');
  await dialogOpen(page);
  await clickCentre(page, page, '[data-choice="reject-all"]');
  await waitFor(() => loads >= 1, { what: 'the reload after the withdrawal' });
  const partnersAfter = world.partners.partnerRequests().length;
  await page.mouse.move(60, 60);
  await page.locator('.re-eu-consent-inline button').waitFor();
  expect(await page.locator('.re-eu-consent').count()).toBe(0);
  const query = await play(page, page);
  expect(decodeTc(query.get('gdpr_consent')!)).toMatchObject({ purposeConsents: [], vendorConsents: [] });
  await settle();
  expect(world.partners.partnerRequests().slice(partnersAfter)).toEqual([]);
  expect(loads).toBe(1);
});

it('a stored choice is in force before the Privacy control shows: with the decoder\u2019s chunk held back 1.5 s, the first Play still carries the stored string', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  await page.goto(world.url(IN_GERMANY));
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  await clickCentre(page, page, '[data-choice="reject-all"]');
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('re-eu-consent')))!) as { tcString: string };

  // The next visit on a slow network: the chunk that decodes the stored string comes last.
  world.holdDecodeMs = 1500;
  try {
    await page.reload();
    await page.mouse.move(60, 60);
    await page.locator('.re-eu-consent-inline button').waitFor();
    const query = await play(page, page);
    expect(query.get('gdpr')).toBe('1');
    expect(query.get('gdpr_consent')).toBe(stored.tcString);
  } finally {
    world.holdDecodeMs = 0;
  }
  expect(browser.pageErrors).toEqual([]);
});

it('storage denied: localStorage throws → the choice is kept for the session; a frame with no storage at all → for the page, and the gate still works (user matching skipped: no device id)', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page, context } = browser;
  await context.addInitScript(() => {
    if (location.search.includes('ip=')) {
      Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    }
  });
  await page.goto(world.url(IN_GERMANY));
  await page.evaluate(() => sessionStorage.clear());
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  await clickCentre(page, page, '[data-choice="reject-all"]');
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => sessionStorage.getItem('re-eu-consent'))).toContain('"tcString"');
  await page.reload();
  await page.mouse.move(60, 60);
  await page.locator('.re-eu-consent-inline button').waitFor();
  await settle(500);
  expect(await page.locator('.re-eu-consent').count()).toBe(0);

  // No storage at all: a sandboxed frame without allow-same-origin.
  host.pages.set('/sandbox.html', `<!doctype html><title>Host</title><iframe id="player" sandbox="allow-scripts" src="${world.url(IN_GERMANY, '&debug=warn')}" width="480" height="180"></iframe>`);
  const partnersBefore = world.partners.partnerRequests().length;
  await page.goto(`${host.url}/sandbox.html`);
  await page.mouse.move(50, 50);
  const frame = playerFrame(page);
  await dialogOpen(frame);
  await clickCentre(page, frame, '[data-choice="accept-all"]');
  await frame.locator('.re-eu-consent').waitFor({ state: 'detached' });
  await play(page, frame);
  await waitFor(() => world.partners.partnerRequests().slice(partnersBefore).find((path) => path.startsWith('/matomo/matomo.js')), { what: 'Matomo after Accept all', timeoutMs: 15_000 });
  // User matching is keyed on the stored device id, and a frame without storage has none (one made
  // up per page would match a new "device" on every page): it is skipped, and says so, consent or not.
  await waitFor(() => browser!.consoleMessages.find((m) => m.text.includes('Targeting skipped: no device id')), { what: 'user matching skipped for want of a device id', timeoutMs: 15_000 });
  expect(world.partners.partnerRequests().slice(partnersBefore).filter((path) => path.startsWith('/match?'))).toEqual([]);
  expect(browser.pageErrors).toEqual([]);
});

for (const failure of [
  { kind: 'hang' as const, logged: /Timeout 1500ms/ },
  { kind: 'status' as const, status: 503, logged: /HTTP Status: 503/ },
  { kind: 'drop' as const, logged: /could not be sent/ },
]) {
  it(`the consent record fails (${failure.kind}): logged, and the choice and the stream go on regardless`, async () => {
    browser = await launchChromium({ autoplay: true });
    const { page } = browser;
    world.partners.recordAnswer = failure.kind === 'status' ? { kind: 'status', status: failure.status! } : { kind: failure.kind };
    const recordsBefore = world.partners.records.length;
    await page.goto(world.url(IN_GERMANY, '&debug=warn'));
    await page.mouse.move(50, 50);
    await dialogOpen(page);
    await clickCentre(page, page, '[data-choice="accept-all"]');
    await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
    const query = await play(page, page);
    expect(decodeTc(query.get('gdpr_consent')!).vendorConsents).toEqual([TARGETING_VENDOR, ANALYTICS_VENDOR]);
    expect(world.partners.records.length).toBe(recordsBefore + 1);
    const line = await waitFor(() => browser!.consoleMessages.find((m) => m.text.includes('consent record could not be sent')), { what: 'the logged failure', timeoutMs: 10_000 });
    expect(line.text).toMatch(failure.logged);
    expect(browser.pageErrors).toEqual([]);
  });
}

it('German: the dialog\u2019s words and the vendor list\u2019s purposes in German; French: the purposes file is missing, "unable to load language" logged, the dialog shown with English purposes', async () => {
  browser = await launchChromium({ autoplay: true });
  const { page } = browser;
  await page.goto(world.url(IN_GERMANY, '&lang=de'));
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  expect(await page.locator('[data-choice]').allInnerTexts()).toEqual(['Alle akzeptieren', 'Alle ablehnen', 'Einstellungen']);
  expect(await page.locator('#re-eu-consent-text').innerText()).toContain('Speichern von oder Zugriff auf Informationen auf einem Endgerät');
  await clickCentre(page, page, '[data-choice="reject-all"]');
  await page.locator('.re-eu-consent').waitFor({ state: 'detached' });
  const query = await play(page, page);
  expect(TCString.decode(query.get('gdpr_consent')!).consentLanguage).toBe('DE');

  await page.evaluate(() => localStorage.clear());
  await page.goto(world.url(IN_GERMANY, '&lang=fr&debug=warn'));
  await page.mouse.move(50, 50);
  await dialogOpen(page);
  expect(await page.locator('[data-choice]').allInnerTexts()).toEqual(['Tout accepter', 'Tout refuser', 'Paramètres']);
  expect(await page.locator('#re-eu-consent-text').innerText()).toContain('Store and/or access information on a device');
  expect(browser.consoleMessages.map((m) => m.text).join('\n')).toMatch(/unable to load language FR/);
  expect(world.partners.requests.map((r) => r.path)).toContain('/gvl/purposes-fr.json');
});

