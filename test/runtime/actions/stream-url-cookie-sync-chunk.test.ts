// @vitest-environment happy-dom
// Cookie sync's chunk that never arrives (a dropped connection, or the page reloading for an
// opt-out while it loads, as Firefox reported in the e2e suite): Play still connects, without the
// sync's parameters, and no rejection is left unhandled (vitest fails a file that leaves one).
import { afterEach, expect, it, vi } from 'vitest';
import { embedConfig } from '../support/embed-config';
import { playerFixture } from './player-fixture';

const chunk = vi.hoisted(() => ({ load: vi.fn(() => Promise.reject(new TypeError('error loading dynamically imported module: cookie-sync.js'))) }));
vi.mock('../../../runtime/features/targeting/public/cookie-sync', () => ({ loadCookieSync: chunk.load }));

let fixture: ReturnType<typeof playerFixture> | undefined;
afterEach(() => {
  fixture?.teardown();
  fixture = undefined;
});

it('a cookie sync chunk that fails to load: the stream connects without its parameters', async () => {
  const config = embedConfig({ data: { audioHtml: 'https://s.example/live.mp3' } });
  config.services.cookieSync = { url: 'https://sync.example/s', partnerKey: 'k', endpoint: 'us-west', timeoutMs: 1000 };
  fixture = playerFixture({ config });
  fixture.handle.stores.privacyStrings.set({ usPrivacy: '1---', gpp: '' });
  fixture.handle.stores.privacyStatus.set('resolved');
  await fixture.ready();
  fixture.request.play();
  await vi.waitFor(() => expect(fixture!.src()).not.toBeNull());
  const url = new URL(fixture.src()!);
  expect(chunk.load).toHaveBeenCalled();
  expect(url.origin + url.pathname).toBe('https://s.example/live.mp3');
  expect(url.searchParams.get('us_privacy')).toBe('1---');
  expect(url.searchParams.has('seg')).toBe(false);
});
