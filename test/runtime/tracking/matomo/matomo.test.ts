import { describe, expect, it } from 'vitest';
import { startMatomo } from '../../../../runtime/features/tracking/matomo/matomo';
import { browserPerTest } from '../support/browser-per-test';
import { testConfig } from '../support/test-config';

const MISSING = 'Unable to initialize. Must specify both the Site ID and Domains list.';

describe('startMatomo', () => {
  const env = browserPerTest();

  const start = (piwik: { siteid?: string; domains?: string[] }, trackerUrl: string | null = 'https://stats.radio42.example') =>
    startMatomo(
      testConfig({
        tracking: { piwik: { enabled: true, siteid: '', domains: [], ...piwik } },
        services: trackerUrl ? { piwik: { trackerUrl } } : {},
      }),
      { document: env.browser.document, log: env.log },
    );

  it('queues the spec commands in order, then loads matomo.js from the tracker server', () => {
    const stop = start({ siteid: '7', domains: ['radio42.example', '*.radio42.fm'] });
    expect(env.browser.globals._paq).toEqual([
      ['setDocumentTitle', 'Radio 42'],
      ['setCookieDomain', '*.radio42.example'],
      ['setDomains', ['*.radio42.example', '*.radio42.fm']],
      ['trackPageView'],
      ['enableLinkTracking'],
      ['setSiteId', '7'],
      ['setTrackerUrl', 'https://stats.radio42.example/matomo.php'],
    ]);
    expect(env.browser.requests).toEqual(['https://stats.radio42.example/matomo.js']);
    stop!();
    expect(env.browser.scriptSources()).toEqual([]);
  });

  it.each([
    [{ siteid: '', domains: ['radio42.example'] }],
    [{ siteid: '7', domains: [] }],
    [{ siteid: '7', domains: ['  '] }],
  ])('without both site id and domains (%o): the spec warning and no request', (piwik) => {
    expect(start(piwik)).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith(MISSING);
    expect(env.browser.requests).toEqual([]);
    expect(env.browser.globals._paq).toBeUndefined();
  });

  it('without a tracker server: a warning and no request', () => {
    expect(start({ siteid: '7', domains: ['radio42.example'] }, null)).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith('Unable to initialize. Must specify the Matomo tracker URL (services.piwik.trackerUrl).');
    expect(env.browser.requests).toEqual([]);
  });

  it('does nothing when disabled', () => {
    const config = testConfig({ tracking: { piwik: { enabled: false, siteid: '7', domains: ['a.example'] } } });
    expect(startMatomo(config, { document: env.browser.document, log: env.log })).toBeNull();
    expect(env.log.warn).not.toHaveBeenCalled();
    expect(env.browser.requests).toEqual([]);
  });
});
