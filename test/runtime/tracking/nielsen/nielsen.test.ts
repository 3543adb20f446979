import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nielsenMetadata } from '../../../../runtime/features/tracking/nielsen/nielsen-messages';
import { startNielsen } from '../../../../runtime/features/tracking/nielsen/nielsen';
import { browserPerTest } from '../support/browser-per-test';
import { flush } from '../support/test-browser';
import { testConfig } from '../support/test-config';

const T0 = Date.UTC(2025, 8, 19, 12, 0, 0); // 1758283200 s
const SDK_URL = 'https://secure-dcr.imrworldwide.com/novms/js/2/ggcmb510.js';
/** A stand-in for the Nielsen SDK: records every call on window.nielsenCalls. */
const STUB_SDK = `
  window.nielsenCalls = [];
  window.NOLCMB = { getInstance: (params) => {
    window.nielsenCalls.push(['getInstance', params]);
    return {
      ggInitialize: (params) => window.nielsenCalls.push(['ggInitialize', params]),
      ggPM: (code, data) => window.nielsenCalls.push(['ggPM', code, data]),
    };
  } };`;

describe('startNielsen', () => {
  // Fake time first: the browser below is created under it.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const env = browserPerTest();

  const config = (nielsen: { appid?: string; sfcode?: string }, title = 'Radio 42') =>
    testConfig({ station: { title }, tracking: { nielsen: { enabled: true, appid: '', sfcode: '', ...nielsen } } });
  const calls = () => JSON.parse(JSON.stringify(env.browser.globals.nielsenCalls ?? [])) as unknown[][];

  it('loads the SDK, initialises it, then sends 15 on start, 49 per tick and 7 on stop (unix seconds)', async () => {
    let playing = false;
    const stop = startNielsen(config({ appid: 'P1234', sfcode: 'dcr' }), { document: env.browser.document, log: env.log, isPlaying: () => playing })!;
    expect(env.browser.requests).toEqual([SDK_URL]);
    env.browser.serve(SDK_URL, STUB_SDK);
    await flush();
    vi.advanceTimersByTime(250); // the wrapper notices the SDK global
    await flush();
    expect(calls()).toEqual([
      ['getInstance', { apid: 'P1234', sfcode: 'dcr', apn: 'radio-embed' }],
      ['ggInitialize', { apid: 'P1234', sfcode: 'dcr', apn: 'radio-embed' }],
    ]);

    playing = true;
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
    playing = false;
    vi.advanceTimersByTime(1000);
    const metadata = { dataSrc: 'cms', stationType: 1, type: 'radio', provider: 'radio42', assetid: 'Radio 42' };
    const start = T0 / 1000;
    expect(calls().slice(2)).toEqual([
      ['ggPM', 15, metadata],
      ['ggPM', 49, start + 1],
      ['ggPM', 49, start + 2],
      ['ggPM', 7, start + 3],
    ]);
    stop();
    expect(env.browser.scriptSources()).toEqual([]);
  });

  it('sends the stop message when torn down while playing', async () => {
    const stop = startNielsen(config({ appid: 'P1', sfcode: 'dcr' }), { document: env.browser.document, log: env.log, isPlaying: () => true })!;
    env.browser.serve(SDK_URL, STUB_SDK);
    await flush();
    vi.advanceTimersByTime(250);
    await flush();
    vi.advanceTimersByTime(1000);
    stop();
    expect(calls().at(-1)).toEqual(['ggPM', 7, T0 / 1000 + 1]);
  });

  it.each([{ appid: 'P1' }, { sfcode: 'dcr' }, {}])(
    "without both app id and sfcode (%o): 'Unable to initialize. Must specify both the App ID and SF Code.'",
    (ids) => {
      expect(startNielsen(config(ids), { document: env.browser.document, log: env.log, isPlaying: () => true })).toBeNull();
      expect(env.log.warn).toHaveBeenCalledWith('Unable to initialize. Must specify both the App ID and SF Code.');
      expect(env.browser.requests).toEqual([]);
    },
  );

  it('without a station title: a warning and no request', () => {
    expect(startNielsen(config({ appid: 'P1', sfcode: 'dcr' }, ''), { document: env.browser.document, log: env.log })).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith('Unable to initialize. Must specify the station title.');
    expect(env.browser.requests).toEqual([]);
  });

  it("metadata: provider from the station name, asset id defaulting to 'Unknown Station'", () => {
    expect(nielsenMetadata({ title: '', name: '' })).toEqual({
      dataSrc: 'cms',
      stationType: 1,
      type: 'radio',
      provider: '',
      assetid: 'Unknown Station',
    });
    expect(nielsenMetadata({ title: 'Radio 42' })).toMatchObject({ provider: 'Radio 42', assetid: 'Radio 42' });
  });
});
