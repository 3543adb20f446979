import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsPrivacyMode } from '../../../../runtime/features/privacy/public/mode';
import { createPlayerStores, type PlayerStores } from '../../../../runtime/player/player-stores';
import { cookieSyncParams } from '../../../../runtime/features/targeting/cookie-sync/cookie-sync';
import { recordingLog } from '../../tracking/support/recording-log';

const SERVICE = { url: 'https://sync.ads.example/cs', partnerKey: 'pk-1', endpoint: 'us-west', timeoutMs: 1000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('cookieSyncParams', () => {
  let log: ReturnType<typeof recordingLog>;
  /** The player's stores: its privacy mode and strings. */
  let privacy: PlayerStores;
  beforeEach(() => {
    vi.useFakeTimers();
    log = recordingLog();
    privacy = createPlayerStores();
    privacy.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    privacy.privacyStrings.set({ usPrivacy: '1YNY', gpp: 'DBABLA~BVQqAAAAAgA.QA' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the sync service with partner, endpoint, privacy strings and station ids, and returns its params', async () => {
    const fetch = vi.fn(async () => json({ params: { dsp_uid: 'abc', seg: 12, ok: true, nested: { x: 1 }, none: null } }));
    const params = await cookieSyncParams({ service: SERVICE, stationIds: [42, 7], fetch, log, privacy });
    expect(params).toEqual({ dsp_uid: 'abc', seg: '12', ok: 'true' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      partner: 'pk-1',
      endpoint: 'us-west',
      us_privacy: '1YNY',
      gpp: 'DBABLA~BVQqAAAAAgA.QA',
      station_ids: '42,7',
    });
    expect(init.credentials).toBe('include');
  });

  it('a sync slower than 1000 ms resolves {} at 1000 ms and is logged', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const result = vi.fn();
    void cookieSyncParams({ service: { ...SERVICE, timeoutMs: undefined }, stationIds: [42], fetch, log, privacy }).then(result);
    await vi.advanceTimersByTimeAsync(999);
    expect(result).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith({});
    expect(log.warn).toHaveBeenCalledWith('Cookie sync failed; the stream URL is used unchanged', 'timed out after 1000 ms');
    expect((fetch.mock.calls[0]?.[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it.each([
    ['an HTTP error', async () => json({ params: { a: 'b' } }, 500)],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', async () => new Response('oops')],
  ])('%s resolves {} and is logged', async (_case, respond) => {
    await expect(cookieSyncParams({ service: SERVICE, stationIds: [42], fetch: vi.fn(respond) as typeof fetch, log, privacy })).resolves.toEqual({});
    expect(log.warn).toHaveBeenCalledWith('Cookie sync failed; the stream URL is used unchanged', expect.anything());
  });

  it('an opted-out listener gets no call at all', async () => {
    privacy.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    const fetch = vi.fn();
    await expect(cookieSyncParams({ service: SERVICE, stationIds: [42], fetch, log, privacy })).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('waits for the privacy mode, within the same 1000 ms', async () => {
    privacy.usPrivacyMode.set(UsPrivacyMode.UNRESOLVED);
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json({ params: { a: '1' } }));
    const pending = cookieSyncParams({ service: SERVICE, stationIds: [42], fetch, log, privacy });
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).not.toHaveBeenCalled();
    privacy.privacyStrings.set({ usPrivacy: '1---', gpp: '' });
    privacy.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    await expect(pending).resolves.toEqual({ a: '1' });
    expect(fetch.mock.calls[0]?.[0]).toContain('us_privacy=1---');
  });

  it('a privacy mode that never resolves still lets the player start after 1000 ms', async () => {
    privacy.usPrivacyMode.set(UsPrivacyMode.UNRESOLVED);
    const fetch = vi.fn();
    const pending = cookieSyncParams({ service: SERVICE, stationIds: [42], fetch, log, privacy });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without a configured service: {} at once, no call', async () => {
    const fetch = vi.fn();
    await expect(cookieSyncParams({ service: undefined, stationIds: [42], fetch, log, privacy })).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('aborting (player torn down) resolves {} at once', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const pending = cookieSyncParams({ service: SERVICE, stationIds: [42], fetch, log, privacy, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({});
  });
});
