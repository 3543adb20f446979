// The station setting data.withCredentials (spec §3 enableXhrCredentials, §7 "the credentials flag
// is passed along"), end to end in Chromium: a live HLS stream on a loopback server of another
// origin (same site, another port) that allows credentials and records the Cookie header of every
// request. hls.js plays it (data.hlsPlayer "hls.js"), so the playlist and segment requests are the
// player's own XHRs: with the flag they carry the listener's cookie, without it they do not.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStation, type BuiltStation } from '../support/build-station';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startHlsSource, type HlsSource } from '../support/hls-source';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitFor } from '../support/wait-for';


interface StreamRequest {
  path: string;
  cookie: string | undefined;
  station: string;
}

/**
 * Serves the HLS directory as a stream server set up for credentials must: the caller's origin
 * echoed (a `*` is refused with credentials) and Access-Control-Allow-Credentials: true.
 */
async function startCredentialsServer(dir: string): Promise<Listening & { requests: StreamRequest[] }> {
  const requests: StreamRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stream.test');
    requests.push({ path: url.pathname, cookie: request.headers.cookie, station: url.searchParams.get('station') ?? '' });
    const headers = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
      'Cache-Control': 'no-cache',
    };
    try {
      const body = await readFile(normalize(join(dir, url.pathname)));
      const type = extname(url.pathname) === '.m3u8' ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
      response.writeHead(200, { ...headers, 'Content-Type': type }).end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  return { ...(await listenOnLoopback(server)), requests };
}

describe('data.withCredentials', () => {
  let hls: HlsSource;
  let stream: Awaited<ReturnType<typeof startCredentialsServer>>;
  const builds: BuiltStation[] = [];
  const pages: StaticServer[] = [];
  let browser: ChromiumSession | undefined;

  beforeAll(async () => {
    hls = await startHlsSource();
    stream = await startCredentialsServer(hls.dir);
    for (const [sid, withCredentials] of [[9401, true], [9402, false]] as const) {
      const build = await buildStation({
        station: { sid, title: `Credentials ${withCredentials} FM` },
        // The station's name in the query tells its requests apart (the query is kept byte for byte).
        data: { audioHls: `${stream.url}/${hls.playlistName}?station=${sid}`, hlsPlayer: 'hls.js', withCredentials },
      });
      builds.push(build);
      pages.push(await startStaticServer(build.distDir));
    }
  });

  afterAll(async () => {
    await browser?.close();
    for (const page of pages) await page.close();
    for (const build of builds) await build.remove();
    await stream?.close();
    await hls?.close();
  });

  /** Plays station `index` in a fresh Chromium holding a cookie for the stream's host. */
  async function play(index: number): Promise<StreamRequest[]> {
    await browser?.close();
    stream.requests.length = 0; // after the last browser is gone: none of its requests come late
    browser = await launchChromium();
    const { page, context } = browser;
    await context.addCookies([{ name: 'listener', value: '42', domain: '127.0.0.1', path: '/' }]);
    const sid = String(builds[index]!.id);
    await page.goto(`${pages[index]!.url}/${sid}/`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Stop', exact: true }).waitFor({ timeout: 30_000 });
    // The playlist names the station; its segments (relative URIs) are this browser's alone.
    const mine = () => stream.requests.filter((request) => request.station === sid || request.path.endsWith('.ts'));
    await waitFor(() => mine().some((request) => request.path.endsWith('.ts')), { what: 'a segment request', timeoutMs: 15_000 });
    return mine();
  }

  it('on: the playlist and segment requests carry the listener\'s cookie, and the stream plays', async () => {
    const requests = await play(0);
    const playlists = requests.filter((request) => request.path.endsWith('.m3u8'));
    const segments = requests.filter((request) => request.path.endsWith('.ts'));
    expect(playlists.length).toBeGreaterThan(0);
    expect(segments.length).toBeGreaterThan(0);
    expect([...playlists, ...segments].map((request) => request.cookie)).toEqual([...playlists, ...segments].map(() => 'listener=42'));
  });

  it('off (the default): no request carries it', async () => {
    const requests = await play(1);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.map((request) => request.cookie)).toEqual(requests.map(() => undefined));
  });
});
