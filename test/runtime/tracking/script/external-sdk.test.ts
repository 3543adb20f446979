import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExternalSdk, SdkState, type ExternalSdk } from '../../../../runtime/features/tracking/script/external-sdk';
import { createScriptLoader } from '../../../../runtime/features/tracking/script/script-loader';
import { browserPerTest } from '../support/browser-per-test';
import { flush } from '../support/test-browser';

const SRC = 'https://cdn.vendor.example/sdk.js';

describe('ExternalSdk', () => {
  let detect: ReturnType<typeof vi.fn<() => { name: string } | undefined>>;
  let sdk: ExternalSdk<{ name: string }>;
  // Fake time first: the browser is created under it.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const env = browserPerTest();
  beforeEach(() => {
    detect = vi.fn(() => env.browser.globals.VendorSdk as { name: string } | undefined);
    sdk = createExternalSdk({ loader: createScriptLoader({ src: SRC, document: env.browser.document, log: env.log }), detect, log: env.log });
  });
  afterEach(() => {
    sdk.destroy();
  });

  it('goes not initialized → initializing → initialized once the global exists, polling every 250 ms', async () => {
    const initialized = vi.fn();
    sdk.events.on('SDK_INITIALIZED', initialized);
    expect(sdk.state).toBe(SdkState.NOT_INITIALIZED);
    const ready = sdk.init();
    expect(sdk.state).toBe(SdkState.INITIALIZING);
    expect(detect).toHaveBeenCalledTimes(1);

    // The script loads, but the vendor defines its global a little later (as real SDKs do).
    env.browser.serve(SRC, 'setTimeout(() => { window.VendorSdk = { name: "v" }; }, 0);');
    await flush();
    vi.advanceTimersByTime(249);
    expect(detect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(detect).toHaveBeenCalledTimes(2);
    await vi.waitUntil(() => env.browser.globals.VendorSdk, { timeout: 1000 });
    vi.advanceTimersByTime(250);

    await expect(ready).resolves.toEqual({ name: 'v' });
    expect(sdk.state).toBe(SdkState.INITIALIZED);
    expect(initialized).toHaveBeenCalledWith({ sdk: { name: 'v' } });
    const calls = detect.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(detect).toHaveBeenCalledTimes(calls); // polling stopped
  });

  it('is initialized at once when the global already exists', async () => {
    env.browser.globals.VendorSdk = { name: 'early' };
    await expect(sdk.init()).resolves.toEqual({ name: 'early' });
    expect(sdk.state).toBe(SdkState.INITIALIZED);
  });

  it('a failed script stops the polling and returns to not initialized', async () => {
    const ready = sdk.init();
    env.browser.serve(SRC, '', 404);
    await expect(ready).resolves.toBeNull();
    expect(sdk.state).toBe(SdkState.NOT_INITIALIZED);
    const calls = detect.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(detect).toHaveBeenCalledTimes(calls);
  });

  it('destroy stops polling and removes the vendor script', async () => {
    const ready = sdk.init();
    sdk.destroy();
    await expect(ready).resolves.toBeNull();
    vi.advanceTimersByTime(5000);
    expect(detect).toHaveBeenCalledTimes(1);
    expect(env.browser.scriptSources()).toEqual([]);
  });
});
