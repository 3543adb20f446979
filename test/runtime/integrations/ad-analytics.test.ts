// Ad events → Google Analytics event hits (issue 8 "consumed by analytics where it applies"):
// the mapping, the memory for a tracker that starts later, and the hits as gtag receives them.
import { atom, map } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../runtime/lib/emitter';
import type { AdEvents } from '../../../runtime/features/ads/public/events';
import { followAdHits, type AdHit } from '../../../runtime/features/integrations/ad-analytics';
import type { Integration, IntegrationDeps } from '../../../runtime/features/integrations/integration-list';
import { startPlayerIntegrations } from '../../../runtime/features/integrations/body';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import { startGoogleAnalytics } from '../../../runtime/features/tracking/google/google-analytics';
import { browserPerTest } from '../tracking/support/browser-per-test';
import { recordingLog } from '../tracking/support/recording-log';
import { testConfig } from '../tracking/support/test-config';

const adEmitter = () =>
  createEmitter<AdEvents>((error) => {
    throw error;
  });

/** Every ad event once, in a pre-roll's order, and the ways one can fail. */
function playAllEvents(events: ReturnType<typeof adEmitter>): void {
  events.emit('SDK_REQUESTED');
  events.emit('SDK_LOADED');
  events.emit('AD_LOAD_REQUESTED', { url: 'https://gw.example/getmediavast.php' });
  events.emit('AD_LOAD_SUCCESS', { adId: 'a', mediaUrl: 'https://ads.example/a.mp3', video: false, duration: 4 });
  events.emit('AD_READY');
  events.emit('AD_PLAY');
  events.emit('AD_START');
  events.emit('COMPANION_AD_SUCCESS', { url: 'https://ads.example/c.png', width: 300, height: 250 });
  events.emit('AD_PROGRESS', { quartile: 'midpoint' });
  events.emit('AD_PLAYBACK_TIME', { position: 2, duration: 4 });
  events.emit('AD_MUTE');
  events.emit('AD_UNMUTE');
  events.emit('AD_PAUSE');
  events.emit('AD_RESUME');
  events.emit('AD_COMPLETE');
  events.emit('AD_ERROR', { code: 'NO_AD', message: 'The ad gateway returned no ad' });
  events.emit('AD_LOAD_ERROR', { code: 'REQUEST_FAILED', message: 'HTTP 500' });
  events.emit('AD_TIMEOUT', { stage: 'request', timeoutMs: 10_000 });
  events.emit('AD_NEEDS_USER_CLICK_TO_START');
  events.emit('AD_STOPPED');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followAdHits', () => {
  it('turns start, completion and every failure into "ads" hits; nothing else is counted', async () => {
    const events = adEmitter();
    const hits = followAdHits(Promise.resolve(events), recordingLog());
    await settle();
    const sent: AdHit[] = [];
    hits.subscribe((hit) => sent.push(hit));
    playAllEvents(events);
    expect(sent.map((hit) => hit.action)).toEqual(['ad started', 'ad completed', 'ad error', 'ad error', 'ad error']);
    expect(new Set(sent.map((hit) => hit.category))).toEqual(new Set(['ads']));
    // The player's doing, not the listener's.
    expect(sent.every((hit) => hit.userInteraction === false)).toBe(true);
  });

  it('replays what it heard before the tracker subscribed (the last 20), then forwards live', async () => {
    const events = adEmitter();
    const hits = followAdHits(Promise.resolve(events), recordingLog());
    await settle();
    events.emit('AD_START');
    events.emit('AD_COMPLETE');
    const sent: string[] = [];
    hits.subscribe((hit) => sent.push(hit.action));
    expect(sent).toEqual(['ad started', 'ad completed']);
    events.emit('AD_TIMEOUT', { stage: 'media', timeoutMs: 10_000 });
    expect(sent).toEqual(['ad started', 'ad completed', 'ad error']);

    for (let i = 0; i < 30; i++) events.emit('AD_START');
    const late: string[] = [];
    hits.subscribe((hit) => late.push(hit.action));
    expect(late).toHaveLength(20);
  });

  it('stops listening when stopped, also when stopped before the events chunk arrived', async () => {
    const events = adEmitter();
    const sent: string[] = [];
    const hits = followAdHits(Promise.resolve(events), recordingLog());
    await settle();
    hits.subscribe((hit) => sent.push(hit.action));
    hits.stop();
    events.emit('AD_START');

    let arrive: (value: typeof events) => void = () => {};
    const early = followAdHits(new Promise((resolve) => (arrive = resolve)), recordingLog());
    early.subscribe((hit) => sent.push(hit.action));
    early.stop();
    arrive(events);
    await settle();
    events.emit('AD_COMPLETE');
    expect(sent).toEqual([]);
  });

  it('logs, and counts nothing, when the events chunk fails to load', async () => {
    const log = recordingLog();
    const failure = new Error('chunk 404');
    followAdHits(Promise.reject(failure), log);
    await settle();
    expect(log.error).toHaveBeenCalledWith('Ad events are not counted: their chunk failed to load', failure);
  });
});

describe('ad hits in Google Analytics', () => {
  const env = browserPerTest();
  const gtagEvents = () =>
    ((env.browser.globals.dataLayer as ArrayLike<unknown>[] | undefined) ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === 'event' && call[1] !== 'page_view');

  it('sends each as an event hit of category "ads", labelled with the station title, to its own tracker', async () => {
    const events = adEmitter();
    const hits = followAdHits(Promise.resolve(events), env.log);
    await settle();
    // An ad started before Google Analytics had consent and started: still counted.
    events.emit('AD_START');
    const config = testConfig({ station: { title: 'Ads FM' }, tracking: { google: { enabled: true, gacode: 'G-ADS' } } });
    const stop = startGoogleAnalytics(config, { document: env.browser.document, log: env.log, onAdHit: hits.subscribe })!;
    events.emit('AD_COMPLETE');
    events.emit('AD_ERROR', { code: 'STALLED', message: 'The ad stopped playing' });

    const sent = gtagEvents();
    expect(sent.map(([, action]) => action)).toEqual(['ad started', 'ad completed', 'ad error']);
    const [, , params] = sent[0]! as [string, string, Record<string, unknown>];
    expect(params).toMatchObject({ event_category: 'ads', event_label: 'Ads FM', non_interaction: true });
    expect(params.send_to).toMatch(/^gaTracker_\d+$/);

    stop();
    events.emit('AD_START');
    expect(gtagEvents()).toHaveLength(3);
  });
});

describe('startPlayerIntegrations and the ad events', () => {
  const host = () => ({
    log: recordingLog(),
    playback: map({ playStream: false, playing: false, muted: false, volume: 100 }),
    autoplay: false,
    privacyMode: atom<UsPrivacyMode>(UsPrivacyMode.NOT_APPLICABLE),
  });
  const ads = { gateway: { url: 'https://gw.example/ads', proxy: '' }, banner: { url: '', frequency: 0, layout: '728x90' } };

  /** The deps the integrations are started with, for a station config. */
  async function depsFor(config: ReturnType<typeof testConfig>): Promise<IntegrationDeps> {
    const started: IntegrationDeps[] = [];
    const probe: Integration = { name: 'probe', purpose: 'measure', enabled: () => true, start: async (_c, deps) => (started.push(deps), () => {}) };
    startPlayerIntegrations(config, host(), { integrations: [probe], whenIdle: (run) => (run(), () => {}) });
    await vi.waitFor(() => expect(started).toHaveLength(1));
    return started[0]!;
  }

  it('hands the page’s ad events over where a station has ads and Google Analytics', async () => {
    const { adEvents } = await import('../../../runtime/features/ads/public/events');
    const deps = await depsFor({ ...testConfig({ tracking: { google: { enabled: true, gacode: 'G-1' } } }), ads });
    const sent: string[] = [];
    await vi.waitFor(() => {
      deps.onAdHit?.((hit) => sent.push(hit.action))();
      adEvents.emit('AD_START');
      expect(sent).toContain('ad started');
    });
  });

  it.each([
    ['without ads', testConfig({ tracking: { google: { enabled: true, gacode: 'G-1' } } })],
    ['without Google Analytics', { ...testConfig({ tracking: { piwik: { enabled: true } } }), ads }],
  ])('hands nothing over %s', async (_, config) => {
    expect((await depsFor(config)).onAdHit).toBeUndefined();
  });
});
