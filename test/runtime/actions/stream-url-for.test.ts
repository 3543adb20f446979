// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_WAIT_MS } from '../../../runtime/setup/stream-url-for';
import { embedConfig } from '../support/embed-config';
import { $hostConsent, consentInUse } from '../../../runtime/features/consent/public/host-consent';
import { playerFixture } from './player-fixture';

const cookieSync = vi.hoisted(() => ({ params: vi.fn(async (_options: unknown) => ({ seg: 'a1', 'partner-id': 'x y' })) }));
vi.mock('../../../runtime/features/targeting/cookie-sync/cookie-sync', () => ({ cookieSyncParams: cookieSync.params }));

let fixture: ReturnType<typeof playerFixture> | undefined;

// The fixture player's requests, as its buttons make them.
const play = (): void => fixture!.request.play();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  fixture?.teardown();
  fixture = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  cookieSync.params.mockClear();
});

/** Plays the station and returns the URL the element connects to, as a URL. */
async function connectUrl(options: Parameters<typeof playerFixture>[0] = {}): Promise<URL> {
  fixture?.teardown();
  fixture = playerFixture(options);
  // Settled as the privacy face settles a station with privacy off.
  fixture.handle.stores.privacyStrings.set({ usPrivacy: '1---', gpp: '' });
  fixture.handle.stores.privacyStatus.set('resolved');
  await fixture.ready();
  play();
  await vi.waitFor(() => expect(fixture!.src()).not.toBeNull());
  return new URL(fixture.src()!);
}

describe('stream URL parameters (spec §7)', () => {
  it('adds source, a stable user-id kept under "uuid", and the privacy strings; removes type', async () => {
    const config = embedConfig({ data: { audioHtml: 'https://s.example/live.mp3?type=.mp3&token=abc' } });
    const url = await connectUrl({ config });
    expect(url.origin + url.pathname).toBe('https://s.example/live.mp3');
    expect(url.searchParams.get('token')).toBe('abc');
    expect(url.searchParams.has('type')).toBe(false);
    expect(url.searchParams.get('source')).toBe('v7player');
    expect(url.searchParams.get('us_privacy')).toBe('1---');
    expect(url.searchParams.has('gpp')).toBe(false); // empty: left out
    const userId = url.searchParams.get('user-id');
    expect(userId).toMatch(UUID);
    expect(localStorage.getItem('uuid')).toBe(userId);

    const again = await connectUrl({ config });
    expect(again.searchParams.get('user-id')).toBe(userId);
  });

  it('source is v7mobile on a phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    expect((await connectUrl()).searchParams.get('source')).toBe('v7mobile');
  });

  it('carries the stream_id override as stream_id (spec §2), and nothing without one', async () => {
    expect((await connectUrl({ search: '?stream_id=77' })).searchParams.get('stream_id')).toBe('77');
    expect((await connectUrl({ search: '?stream_id=0' })).searchParams.has('stream_id')).toBe(false);
    expect((await connectUrl()).searchParams.has('stream_id')).toBe(false);
  });

  it('carries the ip override as override-ip-address and debug=1 as ad_tracing=1', async () => {
    const url = await connectUrl({ search: '?ip=203.0.113.9&debug=1' });
    expect(url.searchParams.get('override-ip-address')).toBe('203.0.113.9');
    expect(url.searchParams.get('ad_tracing')).toBe('1');
    expect((await connectUrl()).searchParams.has('ad_tracing')).toBe(false);
  });

  it('keeps one user-id for the page when storage throws (a sandboxed frame)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const first = (await connectUrl()).searchParams.get('user-id');
    expect(first).toMatch(UUID);
    play();
    await vi.waitFor(() => expect(fixture!.src()).not.toBeNull());
    expect(new URL(fixture!.src()!).searchParams.get('user-id')).toBe(first);
  });

  it('carries the current privacy strings at every connect (a mode change regenerates them)', async () => {
    await connectUrl();
    fixture!.handle.stores.privacyStrings.set({ usPrivacy: '1YYY', gpp: 'DBABLA~BVQqAAAAAgA.QA' });
    play();
    const url = new URL(fixture!.src()!);
    expect(url.searchParams.get('us_privacy')).toBe('1YYY');
    expect(url.searchParams.get('gpp')).toBe('DBABLA~BVQqAAAAAgA.QA');
  });
});

describe('what the first stream request waits for (only when configured)', () => {
  it('a station with privacy on waits for the privacy mode before it connects', async () => {
    fixture?.teardown();
    const config = embedConfig();
    config.privacy.enabled = true;
    fixture = playerFixture({ config });
    fixture.handle.stores.privacyStatus.set('pending');
    await fixture.ready();
    play();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fixture.src()).toBeNull();
    fixture.handle.stores.privacyStrings.set({ usPrivacy: '1YNY', gpp: 'DBABLA~BVQqAAAAAgA.QA' });
    fixture.handle.stores.privacyStatus.set('resolved');
    await vi.waitFor(() => expect(fixture!.src()).not.toBeNull());
    expect(new URL(fixture.src()!).searchParams.get('us_privacy')).toBe('1YNY');
  });

  it(`…but at most ${PRIVACY_WAIT_MS / 1000} s`, async () => {
    fixture?.teardown();
    vi.useFakeTimers();
    const config = embedConfig();
    config.privacy.enabled = true;
    fixture = playerFixture({ config });
    fixture.handle.stores.privacyStatus.set('pending');
    await fixture.ready();
    play();
    await vi.advanceTimersByTimeAsync(PRIVACY_WAIT_MS - 10);
    expect(fixture.src()).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(fixture.src()).not.toBeNull();
  });

  it('with cookie sync configured, appends its parameters', async () => {
    const config = embedConfig();
    config.services.cookieSync = { url: 'https://sync.example/s', partnerKey: 'k', endpoint: 'us-west', timeoutMs: 1000 };
    const url = await connectUrl({ config });
    expect(url.searchParams.get('seg')).toBe('a1');
    expect(url.searchParams.get('partner-id')).toBe('x y');
    expect(cookieSync.params).toHaveBeenCalledWith({ service: config.services.cookieSync, stationIds: [42], privacy: fixture!.handle.stores });
  });

  it('a host CMP that has not answered by the deadline: the stream starts without cookie sync or a stored id; after its answer the next connect has both', async () => {
    $hostConsent.set({ status: 'asking' });
    try {
      const config = embedConfig();
      config.services.cookieSync = { url: 'https://sync.example/s', partnerKey: 'k', endpoint: 'us-west', timeoutMs: 1000 };
      const first = await connectUrl({ config });
      expect(first.searchParams.get('seg')).toBeNull();
      expect(cookieSync.params).not.toHaveBeenCalled();
      expect(localStorage.getItem('uuid')).toBeNull();
      expect(first.searchParams.get('user-id')).toMatch(UUID); // a per-player id, not stored

      $hostConsent.set({ status: 'answered' }); // the host's late answer allows everything
      fixture!.request.stop();
      await vi.waitFor(() => expect(fixture!.src()).toBeNull());
      play();
      await vi.waitFor(() => expect(fixture!.src()).toContain('seg=a1'));
      const again = new URL(fixture!.src()!);
      expect(localStorage.getItem('uuid')).toBe(again.searchParams.get('user-id'));
    } finally {
      $hostConsent.set({ status: 'none' });
      consentInUse.length = 0;
    }
  });

  it('a station with neither connects inside the click, and never calls cookie sync', async () => {
    fixture?.teardown();
    fixture = playerFixture();
    await fixture.ready();
    play();
    expect(fixture.src()).not.toBeNull();
    expect(cookieSync.params).not.toHaveBeenCalled();
  });
});
