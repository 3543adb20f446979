import { describe, expect, it } from 'vitest';
import { startGoogleAnalytics } from '../../../../runtime/features/tracking/google/google-analytics';
import { createActivityChannel } from '../../../../runtime/features/tracking/public/player-activity';
import { browserPerTest } from '../support/browser-per-test';
import type { TestBrowser } from '../support/test-browser';
import { testConfig } from '../support/test-config';

const events = (browser: TestBrowser) =>
  ((browser.globals.dataLayer as ArrayLike<unknown>[] | undefined) ?? []).map((e) => Array.from(e)).filter((c) => c[0] === 'event');

describe('startGoogleAnalytics', () => {
  const env = browserPerTest();

  it('does nothing when disabled, even with a gacode', () => {
    const config = testConfig({ tracking: { google: { enabled: false, gacode: 'G-1' } } });
    expect(startGoogleAnalytics(config, { document: env.browser.document, log: env.log })).toBeNull();
    expect(env.browser.scriptSources()).toEqual([]);
    expect(env.log.warn).not.toHaveBeenCalled();
  });

  it('enabled without a gacode: the spec warning, no script, no request', () => {
    const config = testConfig({ tracking: { google: { enabled: true, gacode: '' } } });
    expect(startGoogleAnalytics(config, { document: env.browser.document, log: env.log })).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith('GA tracking id must be specified in order to initialize.');
    expect(env.browser.scriptSources()).toEqual([]);
    expect(env.browser.requests).toEqual([]);
  });

  it('sends a page view, then one event per player activity labelled with the station, until torn down', () => {
    const channel = createActivityChannel();
    const config = testConfig({ tracking: { google: { enabled: true, gacode: 'G-TEST' } } });
    const stop = startGoogleAnalytics(config, { document: env.browser.document, log: env.log, onPlayerActivity: channel.subscribe })!;
    expect(env.browser.requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);

    channel.emit({ type: 'user_played' });
    channel.emit({ type: 'played' });
    channel.emit({ type: 'volume_changed', from: 80, to: 80 });
    const sent = events(env.browser).map(([, action, params]) => [action, (params as { event_category?: string; event_label?: string }).event_category, (params as { event_label?: string }).event_label]);
    expect(sent).toEqual([
      ['page_view', undefined, undefined],
      ['user played', 'controls', 'Radio 42'],
      ['played', 'playback', 'Radio 42'],
    ]);

    stop();
    channel.emit({ type: 'stopped' });
    expect(events(env.browser)).toHaveLength(3);
    expect(env.browser.scriptSources()).toEqual([]);
  });

  it('uses the configured gtag.js URL when the services override it', () => {
    const config = testConfig({
      tracking: { google: { enabled: true, gacode: 'UA-1-1' } },
      services: { google: { scriptUrl: 'https://vendors.test/gtag.js' } },
    });
    startGoogleAnalytics(config, { document: env.browser.document, log: env.log });
    expect(env.browser.requests).toEqual(['https://vendors.test/gtag.js?id=UA-1-1']);
  });
});
