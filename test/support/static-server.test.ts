// The CDN stand-in answers byte ranges as a CDN does: WebKit's media player needs it (a file's
// last bytes asked for while the download is under way: webkit-skeleton.test.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, startStaticServer, type StaticServer } from './static-server';
import { makeTempDir, type TempDir } from './temp-dir';

describe('byteRange (RFC 9110 §14)', () => {
  it.each([
    ['bytes=0-', [0, 99]],
    ['bytes=10-19', [10, 19]],
    ['bytes=90-200', [90, 99]],
    ['bytes=-128', [0, 99]],
    ['bytes=-10', [90, 99]],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=20-10', undefined],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    [undefined, undefined],
  ] as const)('%s of 100 bytes → %j', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });
});

describe('startStaticServer with a Range header (`cdn`)', () => {
  let dir: TempDir;
  let server: StaticServer;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  beforeAll(async () => {
    dir = await makeTempDir('static-range');
    await writeFile(join(dir.path, 'live.mp3'), bytes);
    server = await startStaticServer(dir.path, { cdn: true, rate: () => 20_000 });
  });
  afterAll(async () => {
    await server?.close();
    await dir?.remove();
  });

  it('answers the bytes asked for (206, Content-Range), the whole file without one (200), and 416 past the end', async () => {
    const tail = await fetch(`${server.url}/live.mp3`, { headers: { range: 'bytes=872-' } });
    expect([tail.status, tail.headers.get('content-range'), tail.headers.get('content-length')]).toEqual([206, 'bytes 872-999/1000', '128']);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(872));
    // Sent slowly (20 kB/s), the whole file keeps its length: a file, not a chunked live stream.
    const whole = await fetch(`${server.url}/live.mp3`);
    expect([whole.status, whole.headers.get('accept-ranges'), whole.headers.get('content-length')]).toEqual([200, 'bytes', '1000']);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
    const past = await fetch(`${server.url}/live.mp3`, { headers: { range: 'bytes=1000-' } });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */1000']);
  });

  it('without `cdn`, a stand-in for live audio: the whole file, with no length, whatever the Range', async () => {
    const live = await startStaticServer(dir.path);
    try {
      const answer = await fetch(`${live.url}/live.mp3`, { headers: { range: 'bytes=872-' } });
      expect([answer.status, answer.headers.get('content-length'), answer.headers.get('transfer-encoding')]).toEqual([200, null, 'chunked']);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
    } finally {
      await live.close();
    }
  });

  it('with `live`, the whole file and the connection kept open after it, as a live stream\'s server keeps it, until the server closes', async () => {
    const live = await startStaticServer(dir.path, { live: (path) => path === '/live.mp3' });
    let closed = false;
    try {
      const answer = await fetch(`${live.url}/live.mp3`);
      const reader = answer.body!.getReader();
      const received: Uint8Array[] = [];
      for (let length = 0; length < bytes.length; ) {
        const { value } = await reader.read();
        received.push(value!);
        length += value!.length;
      }
      expect(Buffer.concat(received)).toEqual(bytes);
      // Nothing more, and not the end either: the next read is still waiting a moment later.
      const next = reader.read();
      const outcome = await Promise.race([next.then(({ done }) => (done ? 'ended' : 'more')), new Promise((resolve) => setTimeout(() => resolve('open'), 300))]);
      expect(outcome).toBe('open');
      await live.close();
      closed = true;
      // Closed by the server: the download ends (as a station's drop does), not hangs.
      await expect(next.then(({ done }) => done, () => 'dropped')).resolves.toBeTruthy();
    } finally {
      if (!closed) await live.close();
    }
  });
});
