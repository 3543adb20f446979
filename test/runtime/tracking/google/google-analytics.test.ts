import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGoogleAnalytics } from '../../../../runtime/tracking/google/google-analytics';
import { createActivityChannel } from '../../../../runtime/tracking/player-activity';
import { recordingLog } from '../support/recording-log';
import { TestBrowser } from '../support/test-browser';
import { testConfig } from '../support/test-config';

const events = (browser: TestBrowser) =>
  ((browser.globals.dataLayer as ArrayLike<unknown>[] | undefined) ?? []).map((e) => Array.from(e)).filter((c) => c[0] === 'event');

describe('startGoogleAnalytics', () => {
  let browser: TestBrowser;
  let log: ReturnType<typeof recordingLog>;
  beforeEach(() => {
    browser = new TestBrowser();
    log = recordingLog();
  });
  afterEach(() => browser.close());

  it('does nothing when disabled, even with a gacode', () => {
    const config = testConfig({ tracking: { google: { enabled: false, gacode: 'G-1' } } });
    expect(startGoogleAnalytics(config, { document: browser.document, log })).toBeNull();
    expect(browser.scriptSources()).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('enabled without a gacode: the spec warning, no script, no request', () => {
    const config = testConfig({ tracking: { google: { enabled: true, gacode: '' } } });
    expect(startGoogleAnalytics(config, { document: browser.document, log })).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('GA tracking id must be specified in order to initialize.');
    expect(browser.scriptSources()).toEqual([]);
    expect(browser.requests).toEqual([]);
  });

  it('sends a page view, then one event per player activity labelled with the station, until torn down', () => {
    const channel = createActivityChannel();
    const config = testConfig({ tracking: { google: { enabled: true, gacode: 'G-TEST' } } });
    const stop = startGoogleAnalytics(config, { document: browser.document, log, onPlayerActivity: channel.subscribe })!;
    expect(browser.requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);

    channel.emit({ type: 'user_played' });
    channel.emit({ type: 'played' });
    channel.emit({ type: 'volume_changed', from: 80, to: 80 });
    const sent = events(browser).map(([, action, params]) => [action, (params as { event_category?: string; event_label?: string }).event_category, (params as { event_label?: string }).event_label]);
    expect(sent).toEqual([
      ['page_view', undefined, undefined],
      ['user played', 'controls', 'Radio 42'],
      ['played', 'playback', 'Radio 42'],
    ]);

    stop();
    channel.emit({ type: 'stopped' });
    expect(events(browser)).toHaveLength(3);
    expect(browser.scriptSources()).toEqual([]);
  });

  it('uses the configured gtag.js URL when the services override it', () => {
    const config = testConfig({
      tracking: { google: { enabled: true, gacode: 'UA-1-1' } },
      services: { google: { scriptUrl: 'https://vendors.test/gtag.js' } },
    });
    startGoogleAnalytics(config, { document: browser.document, log });
    expect(browser.requests).toEqual(['https://vendors.test/gtag.js?id=UA-1-1']);
  });
});
