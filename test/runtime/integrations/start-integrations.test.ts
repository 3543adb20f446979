import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Integration } from '../../../runtime/features/integrations/integration-list';
import { loadIntegrations } from '../../../runtime/features/integrations/load-integrations';
import { startIntegrations } from '../../../runtime/features/integrations/start-integrations';
import { ANY } from '../../../runtime/features/tracking/events/event-hub';
import { createIntegrationEvents } from '../../../runtime/features/tracking/public/integration-events';
import { LoadEvent } from '../../../runtime/features/tracking/script/load-state';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { createPlayerStores, type PlayerStores } from '../../../runtime/player/player-stores';
import { browserPerTest } from '../tracking/support/browser-per-test';
import { recordingLog } from '../tracking/support/recording-log';
import { ALL_REFUSED } from '../tracking/support/refused-lines';
import { flush } from '../tracking/support/test-browser';
import { testConfig } from '../tracking/support/test-config';

/** Every integration enabled with its ids, vendor hosts pointed at test hosts. */
const allEnabled = () =>
  testConfig({
    tracking: {
      google: { enabled: true, gacode: 'G-TEST' },
      piwik: { enabled: true, siteid: '7', domains: ['radio42.example'] },
      quantcast: { enabled: true, pcode: 'p-abc', label: 'radio42' },
      nielsen: { enabled: true, appid: 'P1', sfcode: 'dcr' },
    },
    targeting: { wopd: { enabled: true, placement_id: '77' }, a2x: { enabled: true } },
    services: {
      piwik: { trackerUrl: 'https://stats.test/' },
      google: { scriptUrl: 'https://gtag.test/gtag.js' },
      nielsen: { sdkUrl: 'https://nielsen.test/sdk.js' },
      quantcast: { pixelUrl: 'https://quantcast.test/pixel' },
      userMatching: { url: 'https://match.test/um', publisherId: 'pub1' },
      userRegistration: { url: 'https://a2x.test/register' },
      sync: { url: 'https://sync.test' },
    },
  });

const MEASURE_REQUESTS = ['https://gtag.test/gtag.js?id=G-TEST', 'https://stats.test/matomo.js', 'https://nielsen.test/sdk.js'];

// Warm the vendor chunks' module cache, so a dynamic import() settles within `settle()` and an
// assertion that nothing loaded is not just an assertion that the import was still in flight.
beforeAll(async () => {
  await Promise.all([
    import('../../../runtime/features/tracking/google/google-analytics'),
    import('../../../runtime/features/tracking/matomo/matomo'),
    import('../../../runtime/features/tracking/nielsen/nielsen'),
    import('../../../runtime/features/tracking/quantcast/quantcast'),
    import('../../../runtime/features/targeting/start-user-matching'),
    import('../../../runtime/features/targeting/start-user-registration'),
  ]);
});

/** The test's player stores (the integrations wait on its privacy mode), fresh for each test. */
let stores: PlayerStores;
beforeEach(() => (stores = createPlayerStores()));

describe('startIntegrations', () => {
  const env = browserPerTest();
  let fetch: ReturnType<typeof vi.fn>;
  let idle: (() => void) | null;
  beforeEach(() => {
    fetch = vi.fn(async () => new Response(JSON.stringify({ UserMatchings: [] })));
    idle = null;
  });

  const start = (config = allEnabled(), extra: Parameters<typeof startIntegrations>[1] = {}) =>
    startIntegrations(config, {
      document: env.browser.document,
      fetch: fetch as unknown as typeof globalThis.fetch,
      log: env.log,
      getDeviceId: () => 'dev-1',
      isPlaying: () => false,
      privacyMode: stores.usPrivacyMode,
      whenIdle: (run) => ((idle = run), () => (idle = null)),
      ...extra,
    });
  /** Everything that left the page: scripts and images requested, plus fetch calls. */
  const traffic = () => ({
    requests: [...env.browser.requests].sort(),
    images: Array.from(env.browser.document.querySelectorAll('img')).map((i) => i.getAttribute('src')).sort(),
    fetches: fetch.mock.calls.map(([url]) => String(url).split('?')[0]),
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await flush();
  };

  it('waits for first paint (idle) before anything', async () => {
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    start();
    await settle();
    expect(traffic()).toEqual({ requests: [], images: [], fetches: [] });
    idle!();
    await settle();
    expect(traffic().requests).toEqual(MEASURE_REQUESTS.sort());
  });

  it('loads nothing while the privacy mode is UNRESOLVED, everything once it resolves not applicable', async () => {
    start();
    idle!();
    await settle();
    expect(traffic()).toEqual({ requests: [], images: [], fetches: [] });

    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    await settle();
    expect(traffic()).toEqual({
      requests: MEASURE_REQUESTS.sort(),
      images: [
        'https://a2x.test/register?redirect=https%3A%2F%2Fsync.test%2Fsync%2Fa2x%2F%40UUID%40%2Fdev-1',
        'https://quantcast.test/pixel/p-abc.gif?labels=radio42',
      ],
      fetches: ['https://match.test/um'],
    });
  });

  it('each analytics integration is initialised (spec §3 INITIALIZED) once its script is ready, and says so', async () => {
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    // On the event hub (spec §3 "Analytics load states"), as INITIALIZED and as ANY.
    const events = createIntegrationEvents(env.log);
    const onHub: string[] = [];
    events.on(LoadEvent.INITIALIZED, ({ integration }) => onHub.push(integration));
    events.on(ANY, ({ type, payload }) => onHub.push(`${type} ${payload.integration}`));
    start(allEnabled(), { events });
    idle!();
    await settle();
    const initialized = () => env.log.debug.mock.calls.map(([m]) => m).filter((m) => / initialized$/.test(String(m)));
    expect(initialized()).toEqual(['quantcast: initialized']); // a pixel: no script to wait for
    env.browser.serve('https://gtag.test/', '');
    env.browser.serve('https://stats.test/', '');
    await settle();
    expect(initialized().sort()).toEqual(['google: initialized', 'piwik: initialized', 'quantcast: initialized']);
    expect(onHub.sort()).toEqual(['INITIALIZED google', 'INITIALIZED piwik', 'INITIALIZED quantcast', 'google', 'piwik', 'quantcast']);
  });

  it('opted out: nothing of purpose share loads (and today’s gate blocks measure too)', async () => {
    stores.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    start();
    idle!();
    await settle();
    expect(traffic()).toEqual({ requests: [], images: [], fetches: [] });
    // Every one was decided (refused), not merely still pending.
    expect(env.log.debug.mock.calls.map(([m]) => m).sort()).toEqual(ALL_REFUSED);
  });

  it('routes each integration by its purpose: with only measure allowed, no share integration runs', async () => {
    start(allEnabled(), { waitForConsent: async (purpose) => purpose === 'measure' });
    idle!();
    await settle();
    expect(traffic()).toEqual({ requests: MEASURE_REQUESTS.sort(), images: [], fetches: [] });
  });

  it('required ids missing: the spec warnings, no request', async () => {
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    const config = testConfig({
      tracking: {
        google: { enabled: true, gacode: '' },
        piwik: { enabled: true, siteid: '7', domains: [] },
        quantcast: { enabled: true, pcode: '', label: '' },
        nielsen: { enabled: true, appid: 'P1', sfcode: '' },
      },
    });
    start(config);
    idle!();
    await settle();
    expect(traffic()).toEqual({ requests: [], images: [], fetches: [] });
    expect(env.log.warn.mock.calls.map(([message]) => message).sort()).toEqual([
      'GA tracking id must be specified in order to initialize.',
      'Unable to initialize. Must specify both the App ID and SF Code.',
      'Unable to initialize. Must specify both the Site ID and Domains list.',
      'Unable to initialize. Must specify the Publisher Code.',
    ]);
  });

  it('teardown removes what started and cancels what still waits for consent', async () => {
    const stop = start();
    idle!();
    await settle();
    stop();
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    await settle();
    expect(traffic()).toEqual({ requests: [], images: [], fetches: [] });

    stores.usPrivacyMode.set(UsPrivacyMode.UNRESOLVED);
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    const stopAgain = start();
    idle!();
    await settle();
    expect(env.browser.scriptSources()).toHaveLength(3);
    stopAgain();
    expect(env.browser.scriptSources()).toEqual([]);
    expect(env.browser.document.querySelectorAll('img')).toHaveLength(0);
  });

  it('a failing integration is logged and the others still start', async () => {
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    const broken: Integration = { name: 'broken', purpose: 'measure', enabled: () => true, start: async () => { throw new Error('boom'); } };
    const fine: Integration = { name: 'fine', purpose: 'measure', enabled: () => true, start: vi.fn(async () => () => {}) };
    start(allEnabled(), { integrations: [broken, fine] });
    idle!();
    await settle();
    expect(env.log.error).toHaveBeenCalledWith('broken: failed to start', expect.any(Error));
    expect(fine.start).toHaveBeenCalledOnce();
  });
});

describe('loadIntegrations', () => {

  it('fetches the orchestrator only after idle and starts it', async () => {
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    let idle: (() => void) | null = null;
    const started = vi.fn(async () => null);
    const integration: Integration = { name: 'probe', purpose: 'measure', enabled: () => true, start: started };
    const stop = loadIntegrations(testConfig(), { integrations: [integration], privacyMode: stores.usPrivacyMode, whenIdle: (run) => ((idle = run), () => {}), log: recordingLog() });
    await flush();
    expect(started).not.toHaveBeenCalled();
    idle!();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    stop();
  });
});
