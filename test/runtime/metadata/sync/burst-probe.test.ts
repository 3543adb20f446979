import { describe, expect, it } from 'vitest';
import { probeBurstSeconds, type ProbeDeps } from '../../../../runtime/features/metadata/sync/burst-probe';

/**
 * A server on a fake clock: `burst` bytes at once, then `bytesPerSecond` in blocks every
 * `everyMs`, for `lastsMs` (then the response ends). The probe's clock is the server's.
 */
function server({ burst, bytesPerSecond, everyMs = 100, lastsMs = 60_000, type = 'audio/mpeg', status = 200 }: {
  burst: number;
  bytesPerSecond: number;
  everyMs?: number;
  lastsMs?: number;
  type?: string;
  status?: number;
}) {
  let clock = 0;
  let aborted = false;
  const deps: ProbeDeps = {
    now: () => clock,
    fetch: async (_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true));
      let sentBurst = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sentBurst) {
            sentBurst = true;
            clock += 5;
            return controller.enqueue(new Uint8Array(burst));
          }
          if (clock >= lastsMs) return controller.close();
          clock += everyMs;
          controller.enqueue(new Uint8Array(Math.round((bytesPerSecond * everyMs) / 1000)));
        },
      });
      return new Response(body, { status, headers: { 'content-type': type } });
    },
  };
  return { deps, elapsed: () => clock, aborted: () => aborted };
}

describe('probeBurstSeconds', () => {
  it("measures Icecast's 256 KB burst at 128 kbit/s as its 16.4 s, in about 2.5 s, and lets go of the connection", async () => {
    const icecast = server({ burst: 262_144, bytesPerSecond: 16_000 });
    const seconds = await probeBurstSeconds('http://radio.example/live', icecast.deps);
    expect(Math.abs(seconds! - 16.4)).toBeLessThan(0.3);
    expect(icecast.elapsed()).toBeLessThanOrEqual(3000);
    expect(icecast.aborted()).toBe(true);
  });

  it('a server that forwards in 4 KB blocks: within a second', async () => {
    const blocky = server({ burst: 65_536, bytesPerSecond: 16_000, everyMs: 256 });
    expect(Math.abs((await probeBurstSeconds('http://radio.example/live', blocky.deps))! - 4.1)).toBeLessThan(1);
  });

  it('no burst: 0', async () => {
    expect(await probeBurstSeconds('http://radio.example/live', server({ burst: 0, bytesPerSecond: 16_000 }).deps)).toBeCloseTo(0, 1);
  });

  it('nothing to learn: an error status, a playlist, a page, a response that ends, a fetch that fails', async () => {
    const url = 'http://radio.example/live';
    expect(await probeBurstSeconds(url, server({ burst: 1000, bytesPerSecond: 16_000, status: 404 }).deps)).toBeNull();
    expect(await probeBurstSeconds(url, server({ burst: 1000, bytesPerSecond: 16_000, type: 'application/vnd.apple.mpegurl' }).deps)).toBeNull();
    expect(await probeBurstSeconds(url, server({ burst: 1000, bytesPerSecond: 16_000, type: 'text/html' }).deps)).toBeNull();
    expect(await probeBurstSeconds(url, server({ burst: 1000, bytesPerSecond: 16_000, lastsMs: 1000 }).deps)).toBeNull();
    const refused: ProbeDeps = { now: () => 0, fetch: () => Promise.reject(new TypeError('CORS')) };
    expect(await probeBurstSeconds(url, refused)).toBeNull();
  });

  it('an arrival that never settles to one rate (it keeps speeding up) gives up after 6 s', async () => {
    let clock = 0;
    let step = 0;
    const speeding: ProbeDeps = {
      now: () => clock,
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              clock += 100;
              controller.enqueue(new Uint8Array(100 * 2 ** Math.floor(++step / 5)));
            },
          }),
          { headers: { 'content-type': 'audio/mpeg' } },
        ),
    };
    expect(await probeBurstSeconds('http://radio.example/live', speeding)).toBeNull();
    expect(clock).toBeLessThanOrEqual(6500);
  });
});
