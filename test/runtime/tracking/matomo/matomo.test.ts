import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMatomo } from '../../../../runtime/tracking/matomo/matomo';
import { recordingLog } from '../support/recording-log';
import { TestBrowser } from '../support/test-browser';
import { testConfig } from '../support/test-config';

const MISSING = 'Unable to initialize. Must specify both the Site ID and Domains list.';

describe('startMatomo', () => {
  let browser: TestBrowser;
  let log: ReturnType<typeof recordingLog>;
  beforeEach(() => {
    browser = new TestBrowser();
    log = recordingLog();
  });
  afterEach(() => browser.close());

  const start = (piwik: { siteid?: string; domains?: string[] }, trackerUrl: string | null = 'https://stats.radio42.example') =>
    startMatomo(
      testConfig({
        tracking: { piwik: { enabled: true, siteid: '', domains: [], ...piwik } },
        services: trackerUrl ? { piwik: { trackerUrl } } : {},
      }),
      { document: browser.document, log },
    );

  it('queues the spec commands in order, then loads matomo.js from the tracker server', () => {
    const stop = start({ siteid: '7', domains: ['radio42.example', '*.radio42.fm'] });
    expect(browser.globals._paq).toEqual([
      ['setDocumentTitle', 'Radio 42'],
      ['setCookieDomain', '*.radio42.example'],
      ['setDomains', ['*.radio42.example', '*.radio42.fm']],
      ['trackPageView'],
      ['enableLinkTracking'],
      ['setSiteId', '7'],
      ['setTrackerUrl', 'https://stats.radio42.example/matomo.php'],
    ]);
    expect(browser.requests).toEqual(['https://stats.radio42.example/matomo.js']);
    stop!();
    expect(browser.scriptSources()).toEqual([]);
  });

  it.each([
    [{ siteid: '', domains: ['radio42.example'] }],
    [{ siteid: '7', domains: [] }],
    [{ siteid: '7', domains: ['  '] }],
  ])('without both site id and domains (%o): the spec warning and no request', (piwik) => {
    expect(start(piwik)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(MISSING);
    expect(browser.requests).toEqual([]);
    expect(browser.globals._paq).toBeUndefined();
  });

  it('without a tracker server: a warning and no request', () => {
    expect(start({ siteid: '7', domains: ['radio42.example'] }, null)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('Unable to initialize. Must specify the Matomo tracker URL (services.piwik.trackerUrl).');
    expect(browser.requests).toEqual([]);
  });

  it('does nothing when disabled', () => {
    const config = testConfig({ tracking: { piwik: { enabled: false, siteid: '7', domains: ['a.example'] } } });
    expect(startMatomo(config, { document: browser.document, log })).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
  });
});
