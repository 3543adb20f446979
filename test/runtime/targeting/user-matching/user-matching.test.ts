import { describe, expect, it, vi } from 'vitest';
import { startUserMatching } from '../../../../runtime/features/targeting/start-user-matching';
import { createUserMatching } from '../../../../runtime/features/targeting/user-matching/user-matching';
import { browserPerTest } from '../../tracking/support/browser-per-test';
import { flush } from '../../tracking/support/test-browser';
import { testConfig } from '../../tracking/support/test-config';

const SETTINGS = { url: 'https://match.example/um', publisherId: 'pub1', placementId: '77' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('UserMatching', () => {
  const env = browserPerTest();

  it("throws 'Module not initialized' when loaded before init", () => {
    const matching = createUserMatching({ document: env.browser.document, log: env.log });
    expect(() => matching.load('dev-1')).toThrow('Module not initialized');
    expect(matching.init({ ...SETTINGS, placementId: '' })).toBe(false);
    expect(() => matching.load('dev-1')).toThrow('Module not initialized');
    expect(env.log.warn).toHaveBeenCalledWith(
      'Unable to initialize user matching. Must specify the service URL, Publisher ID and Placement ID.',
    );
  });

  it('needs a valid parent container id', () => {
    const matching = createUserMatching({ document: env.browser.document, log: env.log });
    expect(matching.init({ ...SETTINGS, parentId: '1 bad id' })).toBe(false);
    expect(env.log.warn).toHaveBeenCalledWith('Targeting containers need a valid parent container id.');
  });

  it('renders each kept match into v7_targeting > wopd_user_matching', async () => {
    const fetch = vi.fn(async () =>
      json({
        UserMatchings: [
          { Type: 'js', Tag: 'https://a.example/sync.js' },
          { Type: 'redirect', Tag: 'https://b.example/px?u=1' },
          { Type: 'iframe', Tag: 'https://c.example/frame' },
          { Type: 'js', Tag: '<div class="m"><script src="https://d.example/m.js"></script></div>' },
          { Type: 'video', Tag: 'https://ignored.example' },
        ],
      }),
    );
    const matching = createUserMatching({ fetch, document: env.browser.document, log: env.log });
    matching.init(SETTINGS);
    await expect(matching.load('dev-1')).resolves.toBe(4);

    expect(fetch).toHaveBeenCalledWith(
      'https://match.example/um?pbId=pub1&pId0=77&uid=dev-1&pc=1&rank0=1&ssl=1',
      expect.objectContaining({ credentials: 'include' }),
    );
    const container = env.browser.document.querySelector('#v7_targeting > #wopd_user_matching')!;
    expect(container).not.toBeNull();
    expect(container.querySelector('script[src="https://a.example/sync.js"]')).not.toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://b.example/px?u=1');
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://c.example/frame');
    expect(container.querySelector('.m > script')?.getAttribute('src')).toBe('https://d.example/m.js');
    expect(container.innerHTML).not.toContain('ignored');
    await flush();
    expect(env.browser.requests).toEqual(expect.arrayContaining(['https://a.example/sync.js', 'https://d.example/m.js']));

    matching.destroy();
    expect(env.browser.document.getElementById('v7_targeting')).toBeNull();
  });

  it.each([
    ['an HTTP error', async () => json({}, 503)],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
    ['a body that is not JSON', async () => new Response('<html>')],
  ])('%s renders nothing and is logged', async (_case, respond) => {
    const matching = createUserMatching({ fetch: vi.fn(respond) as typeof fetch, document: env.browser.document, log: env.log });
    matching.init(SETTINGS);
    await expect(matching.load('dev-1')).resolves.toBe(0);
    expect(env.browser.document.getElementById('v7_targeting')).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith('User matching request failed', expect.any(String), expect.anything());
  });
});

describe('startUserMatching', () => {
  const env = browserPerTest();

  const config = (enabled: boolean) =>
    testConfig({
      targeting: { wopd: { enabled, placement_id: '77' } },
      services: { userMatching: { url: 'https://match.example/um', publisherId: 'pub1' } },
    });

  it('runs only when wopd targeting is enabled, with the device id as uid', async () => {
    const fetch = vi.fn(async () => json({ UserMatchings: [] }));
    const deps = { fetch, document: env.browser.document, log: env.log, getDeviceId: async () => 'dev-9' };
    expect(await startUserMatching(config(false), deps)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    const stop = await startUserMatching(config(true), deps);
    expect(stop).toBeTypeOf('function');
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('uid=dev-9'), expect.anything());
  });

  it('without a device id: nothing is requested', async () => {
    const fetch = vi.fn();
    expect(await startUserMatching(config(true), { fetch, document: env.browser.document, log: env.log, getDeviceId: () => '' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(env.log.warn).toHaveBeenCalledWith('Targeting skipped: no device id');
  });
});
