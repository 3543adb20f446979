// Issue 33 items 2 and 3 in Chromium, Firefox and WebKit: a listener in Germany on a page without a
// CMP meets the player's own TCF consent dialog (docs/eu-consent.md). Nothing that needs consent is
// requested before the choice; Reject all keeps it so for good, the stream says gdpr=1 with a TC
// string the IAB library decodes to no consent; Accept all starts Matomo and user matching, and the
// string decodes to the station's purposes and vendors; the consent record arrives with the
// listener's cookie. Every click is a real one at the button's centre.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInEngines } from '../support/frame-page-engines';
import { FRAME_PROBES } from '../support/frame-probes';
import { ANALYTICS_VENDOR, TARGETING_VENDOR } from '../support/vendor-list-server';
import { waitFor } from '../support/wait-for';
import { centreOf } from '../support/centre-of';
import { CMP_ID, decodeTc, dialogShown, IN_GERMANY, openFresh, startEuWorld, type EuWorld } from './eu-consent-world';

let world: EuWorld;

beforeAll(async () => {
  world = await startEuWorld(9701);
});

afterAll(async () => world?.close());

/** Presses Play with a real click; resolves with the query of the stream request it caused. */
async function play(page: import('../support/frame-page').FramePage) {
  const before = world.stream.requests().length;
  await page.clickAt(...(await centreOf(page, '.re-btn--play')));
  const request = await waitFor(() => world.stream.requests()[before], { what: 'the stream request after Play', timeoutMs: 15_000 });
  return new URL(request.url, world.stream.url).searchParams;
}

describeInEngines((engine, browser) => {
  it('Reject all: nothing that needs consent, before or after; gdpr=1 with a TC string of no consent; the choice holds on the next visit', async () => {
    const { page, log } = browser();
    const url = world.url(IN_GERMANY);
    await page.goto(`${world.partners.url}/set-cookie`);
    const partnersBefore = world.partners.partnerRequests().length;
    const recordsBefore = world.partners.records.length;
    await openFresh(page, url);
    await dialogShown(page);
    await page.evaluate(FRAME_PROBES);
    const controls = (await page.evaluate(`window.__frame.controls('.re-eu-consent .re-privacy-actions')`)) as { name: string; inside: boolean; hit: boolean }[];
    expect(controls.map(({ name, inside, hit }) => ({ name, inside, hit }))).toEqual([
      { name: 'Accept all', inside: true, hit: true },
      { name: 'Reject all', inside: true, hit: true },
      { name: 'Settings', inside: true, hit: true },
    ]);
    // Long enough for the integrations' idle start: nothing asks a partner while the listener has not chosen.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(world.partners.partnerRequests().slice(partnersBefore)).toEqual([]);

    await page.clickAt(...(await centreOf(page, '[data-choice="reject-all"]')));
    await waitFor(async () => page.evaluate(`!document.querySelector('.re-eu-consent')`), { what: 'the dialog closed' });
    const query = await play(page);
    expect(query.get('gdpr')).toBe('1');
    const tc = decodeTc(query.get('gdpr_consent')!);
    expect(tc).toMatchObject({ cmpId: CMP_ID, purposeConsents: [], purposeLegitimateInterests: [], vendorConsents: [], vendorLegitimateInterests: [], specialFeatureOptins: [] });
    const record = await waitFor(() => world.partners.records[recordsBefore], { what: 'the consent record' });
    expect(record.body).toMatchObject({ action: 'reject-all', tcString: query.get('gdpr_consent'), station: 9701, cmpId: CMP_ID });
    expect(record.cookie).toContain('listener=eu-42');

    // Kept on the device: the next visit asks nothing and still sends the same refusal.
    await page.goto(url);
    await page.moveTo(30, 30);
    await waitFor(async () => page.evaluate(`!!document.querySelector('.re-eu-consent-inline button')`), { what: 'the Privacy control' });
    expect(await page.evaluate(`!!document.querySelector('.re-eu-consent')`)).toBe(false);
    const again = await play(page);
    expect(again.get('gdpr_consent')).toBe(query.get('gdpr_consent'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(world.partners.partnerRequests().slice(partnersBefore)).toEqual([]);
    expect(log.pageErrors).toEqual([]);
  });

  it('Accept all: Matomo and user matching start; the TC string holds the station\u2019s purposes and vendors, and not another vendor', async () => {
    const { page, log } = browser();
    const partnersBefore = world.partners.partnerRequests().length;
    await openFresh(page, world.url(IN_GERMANY));
    await dialogShown(page);
    await page.clickAt(...(await centreOf(page, '[data-choice="accept-all"]')));
    await waitFor(async () => page.evaluate(`!document.querySelector('.re-eu-consent')`), { what: 'the dialog closed' });
    const query = await play(page);
    expect(query.get('gdpr')).toBe('1');
    expect(decodeTc(query.get('gdpr_consent')!)).toMatchObject({
      purposeConsents: [1, 2, 3, 4],
      purposeLegitimateInterests: [7, 8, 9],
      vendorConsents: [TARGETING_VENDOR, ANALYTICS_VENDOR],
      vendorLegitimateInterests: [TARGETING_VENDOR, ANALYTICS_VENDOR],
      specialFeatureOptins: [1],
      vendorListVersion: 77,
    });
    await waitFor(() => world.partners.partnerRequests().slice(partnersBefore).find((path) => path.startsWith('/matomo/matomo.js')), { what: 'Matomo\u2019s script', timeoutMs: 15_000 });
    await waitFor(() => world.partners.partnerRequests().slice(partnersBefore).find((path) => path.startsWith('/match?')), { what: 'the user matching', timeoutMs: 15_000 });
    expect(log.pageErrors).toEqual([]);
  });
});
