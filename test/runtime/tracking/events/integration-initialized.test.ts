import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startGoogleAnalytics } from '../../../../runtime/features/tracking/google/google-analytics';
import { startMatomo } from '../../../../runtime/features/tracking/matomo/matomo';
import { startNielsen } from '../../../../runtime/features/tracking/nielsen/nielsen';
import { startQuantcast } from '../../../../runtime/features/tracking/quantcast/quantcast';
import { browserPerTest } from '../support/browser-per-test';
import { flush } from '../support/test-browser';
import { testConfig } from '../support/test-config';

// Spec §3 "Analytics load states" (… INITIALIZED …) and §4: "Each integration starts uninitialised
// and becomes initialised when its required options exist and its script is ready; otherwise it
// logs a warning and stays uninitialised."
describe('INITIALIZED', () => {
  const env = browserPerTest();
  let initialized: string[] = [];
  beforeEach(() => {
    initialized = [];
  });
  const deps = () => ({ document: env.browser.document, log: env.log, onInitialized: (name: string) => void initialized.push(name) });

  it('Google Analytics: once gtag.js has loaded, not before', async () => {
    const stop = startGoogleAnalytics(testConfig({ tracking: { google: { enabled: true, gacode: 'G-TEST' } } }), deps())!;
    await flush();
    expect(initialized).toEqual([]);
    env.browser.serve('https://www.googletagmanager.com/gtag/js', '');
    await flush();
    expect(initialized).toEqual(['google']);
    stop();
  });

  it('Matomo: once matomo.js has loaded; a script that fails stays uninitialised', async () => {
    const config = testConfig({
      tracking: { piwik: { enabled: true, siteid: '7', domains: ['radio42.example'] } },
      services: { piwik: { trackerUrl: 'https://stats.radio42.example' } },
    });
    const stop = startMatomo(config, deps())!;
    env.browser.serve('https://stats.radio42.example/matomo.js', '', 404);
    await flush();
    expect(initialized).toEqual([]);
    stop();
  });

  it('Matomo: initialised when its script loads', async () => {
    const config = testConfig({
      tracking: { piwik: { enabled: true, siteid: '7', domains: ['radio42.example'] } },
      services: { piwik: { trackerUrl: 'https://stats.radio42.example' } },
    });
    const stop = startMatomo(config, deps())!;
    env.browser.serve('https://stats.radio42.example/matomo.js', '');
    await flush();
    expect(initialized).toEqual(['piwik']);
    stop();
  });

  it('Nielsen: once its SDK is there and initialised', async () => {
    vi.useFakeTimers();
    try {
      const config = testConfig({ tracking: { nielsen: { enabled: true, appid: 'P1', sfcode: 'dcr' } } });
      const stop = startNielsen(config, deps())!;
      env.browser.serve('https://secure-dcr.imrworldwide.com/', 'window.NOLCMB = { getInstance: () => ({ ggInitialize() {}, ggPM() {} }) };');
      await flush();
      expect(initialized).toEqual([]);
      vi.advanceTimersByTime(250); // the wrapper's poll finds the SDK global
      await flush();
      expect(initialized).toEqual(['nielsen']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Quantcast: a pixel, no script, so at once when its publisher code exists', () => {
    const stop = startQuantcast(testConfig({ tracking: { quantcast: { enabled: true, pcode: 'p-1', label: '' } } }), deps())!;
    expect(initialized).toEqual(['quantcast']);
    stop();
  });

  it('missing options: the warning, and never initialised', async () => {
    expect(startGoogleAnalytics(testConfig({ tracking: { google: { enabled: true, gacode: '' } } }), deps())).toBeNull();
    expect(startQuantcast(testConfig({ tracking: { quantcast: { enabled: true, pcode: '', label: '' } } }), deps())).toBeNull();
    await flush();
    expect(env.log.warn).toHaveBeenCalledTimes(2);
    expect(initialized).toEqual([]);
  });
});
