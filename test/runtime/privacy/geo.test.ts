import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createGeoLookup, type GeoOutcome } from '../../../runtime/features/privacy/geo';
import { fakeLog } from './fake-log';
import { CALIFORNIA, GERMANY, startGeoServer, type GeoServer } from '../../support/geo-server';

let server: GeoServer;
beforeAll(async () => {
  server = await startGeoServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function lookupFor(options: { v2?: boolean; timeoutMs?: number; log?: ReturnType<typeof fakeLog> } = {}) {
  return createGeoLookup({
    url: `${server.url}/`,
    v2: options.v2 ?? false,
    fetch,
    log: options.log ?? fakeLog(),
    timeoutMs: options.timeoutMs,
    cache: new Map<string, Promise<GeoOutcome>>(),
  });
}

describe('geo lookup (spec §7)', () => {
  test('GET {url}/geo with ?ip= from the ip override, answered with the result', async () => {
    server.reply(CALIFORNIA.ip, { body: CALIFORNIA });
    const outcome = await lookupFor()(CALIFORNIA.ip);
    expect(outcome).toEqual({ ok: true, result: CALIFORNIA });
    expect(server.requests).toEqual([`/geo?ip=${CALIFORNIA.ip}`]);
  });

  test('GET {url}/geo/v2 when v2 is on; no ip parameter without an override', async () => {
    server.reply('', { body: GERMANY });
    expect(await lookupFor({ v2: true })()).toEqual({ ok: true, result: GERMANY });
    expect(server.requests).toEqual(['/geo/v2']);
  });

  test('cached per address: one request per ip, however often asked (also concurrently)', async () => {
    server.reply(CALIFORNIA.ip, { body: CALIFORNIA });
    server.reply(GERMANY.ip, { body: GERMANY });
    const lookup = lookupFor();
    await Promise.all([lookup(CALIFORNIA.ip), lookup(CALIFORNIA.ip)]);
    await lookup(CALIFORNIA.ip);
    await lookup(GERMANY.ip);
    expect(server.requests).toEqual([`/geo?ip=${CALIFORNIA.ip}`, `/geo?ip=${GERMANY.ip}`]);
  });

  test("a result with an error field logs 'Invalid result from Geo lookup' with the raw result and is not cached", async () => {
    const log = fakeLog();
    const raw = { error: 'Invalid IP address', ip: '999.1.1.1' };
    server.reply('999.1.1.1', { body: raw });
    const lookup = lookupFor({ log });
    expect(await lookup('999.1.1.1')).toEqual({ ok: false, reason: 'invalid' });
    expect(log.error).toHaveBeenCalledWith('Invalid result from Geo lookup', raw);
    await lookup('999.1.1.1');
    expect(server.requests).toHaveLength(2);
  });

  test('a status outside 200–299 is a failure, not cached', async () => {
    server.reply('10.0.0.1', { status: 503, body: { message: 'busy' } });
    const lookup = lookupFor();
    expect(await lookup('10.0.0.1')).toEqual({ ok: false, reason: 'http' });
    server.reply('10.0.0.1', { body: CALIFORNIA });
    expect((await lookup('10.0.0.1')).ok).toBe(true);
  });

  test('a service slower than the timeout gives up (and the next lookup tries again)', async () => {
    const log = fakeLog();
    server.reply('10.0.0.2', { body: CALIFORNIA, delayMs: 1000 });
    const lookup = lookupFor({ timeoutMs: 50, log });
    const started = Date.now();
    expect(await lookup('10.0.0.2')).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(log.warn).toHaveBeenCalledWith('Geo lookup timed out after 50 ms');
  });

  test('a service that is down is a network failure', async () => {
    const down = createGeoLookup({ url: 'http://127.0.0.1:9', v2: false, fetch, log: fakeLog(), cache: new Map() });
    expect(await down('10.0.0.3')).toEqual({ ok: false, reason: 'network' });
  });
});
