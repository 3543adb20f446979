import { describe, expect, it, vi } from 'vitest';
import { createGtagTracker } from '../../../../runtime/features/tracking/google/gtag-tracker';
import { browserPerTest } from '../support/browser-per-test';
import type { TestBrowser } from '../support/test-browser';

/** What gtag queued, as plain arrays (gtag pushes `arguments` objects). */
function commands(browser: TestBrowser): unknown[][] {
  return ((browser.globals.dataLayer as ArrayLike<unknown>[] | undefined) ?? []).map((entry) => Array.from(entry));
}

describe('GtagTracker', () => {
  const env = browserPerTest();

  const create = (trackingId: string, trackerName?: string) =>
    createGtagTracker({ trackingId, trackerName, document: env.browser.document, log: env.log });

  it.each(['', '   '])("refuses a missing tracking id with 'GA tracking id must be specified in order to initialize.'", (id) => {
    expect(create(id)).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith('GA tracking id must be specified in order to initialize.');
  });

  it.each(['UA-12345-1', 'G-ABC123XYZ'])('loads gtag.js for %s and configures its own tracker group', (id) => {
    const tracker = create(id, 'station42')!;
    void tracker.init();
    expect(env.browser.scriptSources()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
    expect(commands(env.browser)).toEqual([
      ['js', expect.any(Date)],
      ['config', id, { groups: 'station42', send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false }],
    ]);
  });

  it("names the tracker 'gaTracker_' plus a number when none is given", () => {
    const names = new Set([create('G-1')!.trackerName, create('G-1')!.trackerName, create('G-1')!.trackerName]);
    for (const name of names) expect(name).toMatch(/^gaTracker_\d{1,8}$/);
    expect(names.size).toBeGreaterThan(1);
  });

  it('sends page views with and without a page path', () => {
    const tracker = create('G-1', 't')!;
    void tracker.init();
    tracker.pageView();
    tracker.pageView('/42');
    expect(commands(env.browser).slice(2)).toEqual([
      ['event', 'page_view', { send_to: 't' }],
      ['event', 'page_view', { send_to: 't', page_path: '/42' }],
    ]);
  });

  it('sends an event hit with category, action, label and userInteraction', () => {
    const tracker = create('G-1', 't')!;
    void tracker.init();
    expect(tracker.event({ category: 'controls', action: 'muted', label: 'Radio 42', userInteraction: true })).toBe(true);
    expect(tracker.event({ category: 'playback', action: 'played', label: 'Radio 42' })).toBe(true);
    expect(commands(env.browser).slice(2)).toEqual([
      ['event', 'muted', { send_to: 't', event_category: 'controls', event_label: 'Radio 42', non_interaction: false }],
      ['event', 'played', { send_to: 't', event_category: 'playback', event_label: 'Radio 42', non_interaction: true }],
    ]);
  });

  it.each([
    { category: '', action: 'a', label: 'l' },
    { category: 'c', action: '', label: 'l' },
    { category: 'c', action: 'a', label: '' },
  ])('sends no event when category, action or label is empty (%o)', (event) => {
    const tracker = create('G-1')!;
    void tracker.init();
    expect(tracker.event(event)).toBe(false);
    expect(commands(env.browser)).toHaveLength(2);
  });

  it('sets a parameter only with both key and value', () => {
    const tracker = create('G-1')!;
    void tracker.init();
    expect(tracker.setParameter('', 'x')).toBe(false);
    expect(tracker.setParameter('station', '')).toBe(false);
    expect(tracker.setParameter('station', 'Radio 42')).toBe(true);
    expect(commands(env.browser).slice(2)).toEqual([['set', { station: 'Radio 42' }]]);
  });

  it('keeps a gtag the page already has and routes hits to its own group', () => {
    const existing = vi.fn();
    env.browser.globals.gtag = existing;
    const tracker = create('G-1', 'ours')!;
    void tracker.init();
    tracker.pageView();
    expect(existing).toHaveBeenLastCalledWith('event', 'page_view', { send_to: 'ours' });
  });
});
