// `radio-embed preview`, hit over HTTP: the spec §2 route, rebuilds on change, the demo stream.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDemoStream } from '../../cli/preview/demo-stream';
import { startPreview, type PreviewServer } from '../../cli/preview/preview-server';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { pageConfigOf } from '../support/page-config';

let project: Project;
let preview: PreviewServer;
const log: string[] = [];
const runtimeFile = () => join(project.path, 'runtime/main.ts');

beforeAll(async () => {
  project = await makeProject('cli-preview');
  // A runtime of its own, so editing it is this test's business only.
  await mkdir(join(project.path, 'runtime'));
  await writeFile(runtimeFile(), 'document.body.append("tiny runtime v1");\n');
  await project.station(42, { ...stationJson(42), data: { audioHls: 'https://stream.radio42.example/hls/live.m3u8', audioHtml: 'https://stream.radio42.example/live.mp3' } });
  await project.station(7, stationJson(7, { data: { audioHtml: 'https://icecast.radio7.com/live.mp3' } }));
  preview = await startPreview({
    port: 0,
    stationsDir: 'stations',
    cwd: project.path,
    root: project.path,
    entryPoint: 'runtime/main.ts',
    log: (line) => void log.push(line),
  });
}, 30_000);
afterAll(async () => {
  await preview?.close();
  await project?.remove();
});

const get = (path: string, init?: RequestInit) => fetch(`${preview.url}${path}`, init);
const configOf = (html: string) => pageConfigOf(html) as any;

describe('the route /<id> (spec §2)', () => {
  test.each(['/42', '/42/', '/42/index.html'])('%s is the embed page, served with its CSP', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; .*frame-ancestors \*$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^<!doctype html>.*<title>Radio 42<\/title>/);
  });

  test('an unknown station is 404 with the spec\'s fatal error', async () => {
    const response = await get('/999');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Fatal Error: Unable to load config for station 999\n');
  });

  test('an invalid station is 500 with its problems, logged once however often it is reloaded', async () => {
    await project.station(8, { station: { sid: 8 } });
    for (let i = 0; i < 2; i++) {
      const response = await get('/8/');
      expect(response.status).toBe(500);
      expect(await response.text()).toBe(
        'stations/8.json: station.title: is required\nstations/8.json: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml\n',
      );
    }
    expect(log.filter((line) => line.startsWith('stations/8.json'))).toHaveLength(1);
  });

  test('the snippet and the oEmbed document are there too', async () => {
    // A page of its own around the iframe the station pastes (issue 32).
    expect(await (await get('/42/snippet.html')).text()).toMatch(/^<!doctype html>\n<html lang="en">\n<head>.*<\/head>\n<body>\n<iframe src="42\/"/);
    expect((await (await get('/42/oembed.json')).json()).type).toBe('rich');
  });

  test("the page's icon is served beside its assets, as the build writes it", async () => {
    const icon = /<link rel="icon" href="\.\.\/(assets\/icon-[A-Z0-9]{8}\.svg)">/.exec(await (await get('/42/')).text())![1]!;
    const response = await get(`/${icon}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await response.text()).toMatch(/^<svg /);
  });

  test('the home page links every station; unknown paths are 404', async () => {
    expect(await (await get('/')).text()).toContain('<a href="/7/">embed page</a>');
    expect((await get('/assets/nothing-here.js')).status).toBe(404);
    expect((await get('/nothing')).status).toBe(404);
  });
});

// Issue 21 §1: what an operator opens first — every station's verdict, then its frames.
describe("the operator's pages", () => {
  const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
  const page = async (path: string) => parse(await (await get(path)).text());

  beforeAll(async () => {
    await project.station(5, { ...stationJson(5), uii: {} });
    await project.station(6, { station: { sid: 6, title: 'Broken FM' }, ui: { scheme: 'Ligth' } });
  });

  test('the home page is a gallery: a card per station, its badge, its problems as the CLI prints them', async () => {
    const doc = await page('/');
    const card = (id: number) => doc.querySelector(`[data-station="${id}"]`)!;
    expect(card(42).querySelector('.badge')!.textContent).toBe('valid');
    expect(card(42).querySelector('h2')!.textContent).toBe('Radio 42 #42');
    expect(card(42).querySelector('.reports')).toBeNull();
    expect(card(5).querySelector('.badge')!.textContent).toBe('warning');
    expect(card(5).querySelector('.reports')!.textContent).toBe('warning: stations/5.json: uii: unknown key; did you mean "ui"?');
    expect(card(6).querySelector('.badge')!.textContent).toBe('broken');
    expect(card(6).querySelector('.reports')!.textContent).toBe(
      (await runCli(['validate', '--station', '6'], project.path)).stderr.trimEnd(),
    );
    expect([...card(42).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/42/preview', '/42/', '/42/snippet.html', '/42/oembed.json']);
  });

  test("a station's page shows the real embed at the common sizes, a scheme switch and the snippet", async () => {
    const doc = await page('/42/preview');
    const frames = [...doc.querySelectorAll('iframe')].map((f) => `${f.getAttribute('src')} ${f.getAttribute('width')}×${f.getAttribute('height')}`);
    expect(frames).toEqual(['/42/ 480×180', '/42/ 320×120', '/42/ 728×90', '/42/ 300×250', '/42/ 390×180']);
    expect((await get('/42/')).status).toBe(200);
    expect([...doc.querySelectorAll('nav[aria-label="Scheme"] a')].map((a) => a.textContent)).toEqual(['station (Dark)', 'Dark', 'Light']);
    expect(doc.querySelector('textarea')!.value).toBe(/<body>\n(<iframe [^\n]*<\/iframe>)\n<\/body>/.exec(await (await get('/42/snippet.html')).text())![1]);

    const light = await page('/42/preview?theme=light');
    expect(new Set([...light.querySelectorAll('iframe')].map((f) => f.getAttribute('src')))).toEqual(new Set(['/42/?theme=light']));
    expect(light.querySelector('nav[aria-label="Scheme"] [aria-current]')!.textContent).toBe('Light');
  });

  test('a language switch passes ?lang= to every frame, keeping the scheme', async () => {
    const doc = await page('/42/preview?theme=light&lang=ar');
    const links = [...doc.querySelectorAll('nav[aria-label="Language"] a')];
    expect(links.map((a) => a.getAttribute('lang') ?? a.textContent)).toEqual(['station', 'en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'ar', 'he']);
    expect(doc.querySelector('nav[aria-label="Language"] [aria-current]')!.textContent).toBe('العربية');
    expect(links[10]!.getAttribute('href')).toBe('/42/preview?theme=light&lang=he');
    expect(new Set([...doc.querySelectorAll('iframe')].map((f) => f.getAttribute('src')))).toEqual(new Set(['/42/?theme=light&lang=ar']));
  });

  test('a station with privacy off says no listener sees a notice, and offers no simulation', async () => {
    const doc = await page('/42/preview');
    expect(doc.querySelector('#privacy-off')!.textContent).toMatch(/^Privacy notices are off for this station \(privacy\.enabled is false\)/);
    expect(doc.querySelector('nav[aria-label="Listener"]')).toBeNull();
    expect(configOf(await (await get('/42/?preview_geo=ca')).text()).services.geo).toBeUndefined();
  });

  test('a broken station shows its problems instead of frames; an unknown one is 404', async () => {
    const response = await get('/6/preview');
    expect(response.status).toBe(500);
    const doc = parse(await response.text());
    expect(doc.querySelectorAll('iframe')).toHaveLength(0);
    expect(doc.querySelector('.reports')!.textContent).toContain('stations/6.json: ui.scheme: must be one of "Dark", "Light"; got "Ligth"; did you mean "Light"?');
    expect((await get('/999/preview')).status).toBe(404);
  });
});

// Issue 21 §1: the listener's situation, answered by preview's own geo stand-in.
describe('the privacy simulation', () => {
  const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
  const page = async (path: string) => parse(await (await get(path)).text());
  const current = (doc: ReturnType<typeof parse>, nav: string) => doc.querySelector(`nav[aria-label="${nav}"] [aria-current]`)!.textContent;

  beforeAll(async () => {
    await project.station(9, stationJson(9, { privacy: { enabled: true, regions: ['CA', 'CO'] }, services: { geo: { url: 'https://geo.radio9.example' } } }));
  });

  test("a privacy station's page offers each listener, in CA by default, and GPC", async () => {
    const doc = await page('/9/preview');
    expect([...doc.querySelectorAll('nav[aria-label="Listener"] a')].map((a) => a.textContent)).toEqual([
      'in CA', 'in VA', 'in CO', 'outside the US', 'geo failing', "the station's geo service",
    ]);
    expect([current(doc, 'Listener'), current(doc, 'Global Privacy Control')]).toEqual(['in CA', 'off']);
    expect(new Set([...doc.querySelectorAll('iframe')].map((f) => f.getAttribute('src')))).toEqual(new Set(['/9/?preview_geo=ca']));
    expect(doc.querySelector('#forget-choice')!.textContent).toBe('Forget my choice');
    expect(doc.querySelector('#privacy-expect')!.textContent).toMatch(/^A listener in CA gets the Privacy Notice first/);

    const chosen = await page('/9/preview?geo=co&gpc=1&theme=light');
    expect([current(chosen, 'Listener'), current(chosen, 'Global Privacy Control')]).toEqual(['in CO', 'on']);
    expect(chosen.querySelector('#privacy-expect')!.textContent).toMatch(/^GPC opts the CO listener out without a click/);
    expect(chosen.querySelector('iframe')!.getAttribute('src')).toBe('/9/?theme=light&preview_geo=co&preview_gpc=1');
  });

  test("a frame's embed asks the stand-in for its situation (v1 and v2), which answers as a geo service", async () => {
    const geo = configOf(await (await get('/9/?preview_geo=co')).text()).services.geo;
    expect(geo).toEqual({ url: `${preview.url}/_preview/geo/co`, v2: false });
    for (const path of ['/geo', '/geo/v2']) {
      const response = await fetch(`${geo.url}${path}`);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ country_code: 'US', region: 'Colorado', region_code: 'CO' });
    }
    expect((await get('/_preview/geo/geo-fails/geo')).status).toBe(503);
    expect((await get('/_preview/geo/outside-us/geo').then((r) => r.json())).country_code).toBe('DE');
    expect((await get('/_preview/geo/atlantis/geo')).status).toBe(404);
    // The station's own service: nothing simulated.
    expect(configOf(await (await get('/9/?preview_geo=service')).text()).services.geo.url).toBe('https://geo.radio9.example');
  });

  test("GPC on loads preview's script from the page's origin, which the station's CSP allows", async () => {
    const response = await get('/9/?preview_geo=ca&preview_gpc=1');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'[ ;]/);
    expect(await response.text()).toContain('<script src="/_preview/gpc.js"></script>\n</head>');
    const shim = await get('/_preview/gpc.js');
    expect(shim.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await shim.text()).toContain("Object.defineProperty(Navigator.prototype, 'globalPrivacyControl'");
    expect(await (await get('/9/?preview_geo=ca')).text()).not.toContain('gpc.js');
  });
});

describe('the built-in demo stream', () => {
  test('stations on example hosts play it; the operator is told; real hosts are left alone', async () => {
    const config = configOf(await (await get('/42/')).text());
    expect(config.data).toEqual({ audioHtml: `${preview.url}/demo/stream.mp3`, stream_id: 2224, enrichment: '', withCredentials: false });
    expect(log).toContain(
      'warning: stations/42.json: data: stream.radio42.example is a reserved example host; preview plays the built-in demo stream instead',
    );
    expect(configOf(await (await get('/7/')).text()).data.audioHtml).toBe('https://icecast.radio7.com/live.mp3');
  });

  // Issue 17 §5: the quick start shows a track, its cover and the background, offline.
  test('comes with a track feed: the station polls it as its now-playing endpoint; real stations keep their own', async () => {
    const config = configOf(await (await get('/42/')).text());
    expect(config.metadata).toEqual({ source: 'nowplaying', url: `${preview.url}/demo/nowplaying.json`, intervalMs: 5000 });
    expect(configOf(await (await get('/7/')).text()).metadata.source).toBe('stream');

    const feed = await get('/demo/nowplaying.json');
    expect(feed.headers.get('content-type')).toBe('application/json');
    const { items } = await feed.json();
    expect(items[0]).toEqual({ artist: expect.any(String), title: expect.any(String), cover: expect.stringMatching(new RegExp(`^${preview.url}/demo/covers/\\d\\.png$`)) });

    const cover = await fetch(items[0].cover);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await cover.arrayBuffer()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await get('/demo/covers/9.png')).status).toBe(404);
  });

  test('is a live MP3: a 10 s burst at once (browsers probe tens of KB), then real time', async () => {
    const controller = new AbortController();
    const response = await get('/demo/stream.mp3', { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-length')).toBeNull();
    const started = performance.now();
    // 32 kbit/s is 4000 B/s: 40 000 B of burst, then 4000 B more take a second.
    const bytes = await readBytes(response, 44_000);
    controller.abort();
    const elapsed = (performance.now() - started) / 1000;
    expect(elapsed).toBeGreaterThan(0.5);
    expect(elapsed).toBeLessThan(5);
    expect([bytes[0], bytes[1]! & 0xe0]).toEqual([0xff, 0xe0]);
  });

  test('loops the clip byte for byte, with no gap or header at the seam', async () => {
    // A 1000-byte clip (whole frames of the real one) loops 8 times within the burst alone.
    const clip = (await readFile(join(REPO_ROOT, 'templates/demo/chords.mp3'))).subarray(0, 1000);
    await writeFile(join(project.path, 'clip.mp3'), clip);
    const demo = await createDemoStream(join(project.path, 'clip.mp3'));
    const server = createServer((request, response) => demo.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { signal: controller.signal });
      const bytes = await readBytes(response, 8000);
      controller.abort();
      expect(Buffer.from(bytes.subarray(0, 8000)).equals(Buffer.concat(Array(8).fill(clip)))).toBe(true);
    } finally {
      demo.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

async function readBytes(response: Response, count: number): Promise<Uint8Array> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  while (received < count) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
  }
  return Buffer.concat(chunks);
}

describe('rebuilding on change', () => {
  test('a station file is read again on the next request', async () => {
    await project.station(7, stationJson(7, { station: { title: 'Radio Seven' }, data: { audioHtml: 'https://icecast.radio7.com/live.mp3' } }));
    expect(await (await get('/7/')).text()).toContain('<title>Radio Seven</title>');
  });

  test('a runtime edit is rebuilt by the esbuild context; the next page names the new bundle', async () => {
    const scriptOf = async () => /src="\.\.\/(assets\/main-[A-Z0-9]+\.js)"/.exec(await (await get('/7/')).text())![1]!;
    const before = await scriptOf();
    // v1, or v3 where the test that breaks the runtime and mends it ran first.
    const was = /"(tiny runtime v\d)"/.exec(await readFile(runtimeFile(), 'utf8'))![1]!;
    await writeFile(runtimeFile(), 'document.body.append("tiny runtime v2");\n');
    await waitFor(async () => (await scriptOf()) !== before, { what: 'the page to name the rebuilt bundle' });
    const after = await scriptOf();
    expect(await (await get(`/${after}`)).text()).toContain('tiny runtime v2');
    // A page opened before the rebuild still gets the files it names.
    expect(await (await get(`/${before}`)).text()).toContain(was);
    expect(log.some((line) => /^rebuilt the runtime in \d+ ms$/.test(line))).toBe(true);
  });

  test('a runtime that does not compile is shown on the page, and the next good save recovers', async () => {
    await writeFile(runtimeFile(), 'document.body.append(;\n');
    await waitFor(async () => (await get('/7/')).status === 500, { what: 'the compile error to be served' });
    expect(await (await get('/7/')).text()).toMatch(/^runtime\/main\.ts: could not bundle the runtime:\nruntime\/main\.ts:1:22: Unexpected ";"/);
    await writeFile(runtimeFile(), 'document.body.append("tiny runtime v3");\n');
    await waitFor(async () => (await get('/7/')).status === 200, { what: 'the page to recover' });
  });
});

describe('radio-embed preview (the command)', () => {
  test('prints the station URL, serves until Ctrl+C, then exits 0', async () => {
    let stop: ((signal: 'SIGINT') => void) | undefined;
    let url = '';
    const run = runCli(['preview', '--port', '0', '--station', '42'], REPO_ROOT, {}, {
      signals: (send) => (stop = send),
      onOutput: ({ stdout }) => (url = /preview: (\S+)/.exec(stdout)?.[1] ?? url),
    });
    await waitFor(() => url !== '', { what: 'the preview URL', timeoutMs: 30_000 });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/42\/$/);
    expect((await fetch(url)).status).toBe(200);
    stop!('SIGINT');
    const result = await run;
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`preview: ${url}\n(Ctrl+C to stop)\n`);
    await expect(fetch(url)).rejects.toThrow();
  }, 40_000);

  test('a port in use is a message, exit 1', async () => {
    const port = new URL(preview.url).port;
    expect(await runCli(['preview', '--port', port], project.path)).toEqual({ code: 1, stdout: '', stderr: `preview: port ${port} is in use; pick another with --port\n` });
  }, 30_000);
});
