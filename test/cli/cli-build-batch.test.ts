// Batch builds (issue 7): per-station isolation, unchanged stations left alone, --json, progress,
// and what a CDN needs (headers, CSP hashes, SRI, oEmbed, the loader). These build with the
// bundler tests' tiny runtime: they are about the pipeline, not the player.
import { createHash } from 'node:crypto';
import { readFile, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-batch');
  await project.config({ publicUrl: 'https://embed.example.org' });
  for (const id of [9, 10]) await project.station(id, stationJson(id));
});
afterEach(() => project.remove());

const { RADIO_EMBED_RUNTIME_ENTRY } = TINY_RUNTIME_ENV;
const UNPINNED = { RADIO_EMBED_RUNTIME_ENTRY };
const dist = (path = '') => join(project.path, 'dist', path);
const text = (path: string) => readFile(dist(path), 'utf8');
const sha256 = (contents: string | Buffer, encoding: 'hex' | 'base64' = 'base64') => createHash('sha256').update(contents).digest(encoding);
const LINE = /^built station (\d+) → dist\/\1\/index\.html \(en, first load \d+\.\d KB gzip\)$/;

describe('build --all: one bad station does not stop the others', () => {
  test('it is reported, writes nothing, keeps its previous output; the others are built; exit 1', async () => {
    expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
    const previous10 = await text('10/index.html');
    await project.station(10, stationJson(10, { station: { title: '' } }));
    await project.station(11, stationJson(11));
    await project.station(9, stationJson(9, { station: { title: 'Radio Nine' } }));

    const result = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('stations/10.json: station.title: must not be empty\n');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2).map((line) => LINE.exec(line)?.[1])).toEqual(['9', '11']);
    expect(lines[2]).toBe('2 built, 0 unchanged, 1 failed');
    expect(await text('9/index.html')).toContain('<title>Radio Nine</title>');
    expect(await text('11/index.html')).toContain('<title>Radio 11</title>');
    expect(await text('10/index.html')).toBe(previous10);
    // The manifest still lists the failed station's (previous) files.
    expect(Object.keys(JSON.parse(await text('manifest.json')).files)).toContain('10/index.html');
  });

  test('an explicit list behaves the same: a missing file is reported, the rest is built', async () => {
    const result = await runCli(['build', '--station', '7,9'], project.path, TINY_RUNTIME_ENV);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('stations/7.json: file not found\n');
    expect(result.stdout).toMatch(/^built station 9 → [^\n]+\n1 built, 0 unchanged, 1 failed\n$/);
  });

  test('a bad shared config stops the run before anything is written', async () => {
    await project.config({ csp: { frameAncestors: ["'unsafe-inline'", 'https://a.example; script-src *'] } });
    const result = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "radio-embed.config.json: csp.frameAncestors[0]: 'unsafe-inline' is not allowed: pages allow inline code by hash only\n" +
        "radio-embed.config.json: csp.frameAncestors[1]: cannot be written into the Content-Security-Policy: a space would split it into two sources\n",
    });
    await expect(stat(dist())).rejects.toThrow(/ENOENT/);
  });
});

describe('unchanged stations are not rewritten', () => {
  const old = new Date('2025-01-01T00:00:00Z');
  const mtime = async (path: string) => (await stat(dist(path))).mtime.getTime();
  const age = async (paths: string[]) => Promise.all(paths.map((path) => utimes(dist(path), old, old)));
  const PATHS = ['9/index.html', '9/snippet.html', '9/oembed.json', '10/index.html', 'embed.js', '_headers', 'manifest.json'];

  test('a second run with the same inputs touches no file and says so', async () => {
    await runCli(['build', '--all'], project.path, UNPINNED);
    await age(PATHS);
    const result = await runCli(['build', '--all'], project.path, UNPINNED);
    expect(result).toEqual({ code: 0, stdout: '0 built, 2 unchanged, 0 failed\n', stderr: '' });
    for (const path of PATHS) expect(await mtime(path), path).toBe(old.getTime());
    const single = await runCli(['build', '--station', '9'], project.path, UNPINNED);
    expect(single.stdout).toMatch(/^unchanged station 9 → dist\/9\/index\.html \(en, first load \d+\.\d KB gzip\)\n$/);
  });

  test('a changed station is rewritten with a new build time; the others keep theirs', async () => {
    await runCli(['build', '--all'], project.path, UNPINNED);
    const before = JSON.parse(await text('manifest.json')).stations;
    await age(PATHS);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await project.station(9, stationJson(9, { station: { title: 'Radio Nine' } }));
    const result = await runCli(['build', '--all'], project.path, UNPINNED);
    expect(result.stdout).toMatch(/^built station 9 → [^\n]+\n1 built, 1 unchanged, 0 failed\n$/);
    expect(await mtime('9/index.html')).toBeGreaterThan(old.getTime());
    expect(await mtime('10/index.html')).toBe(old.getTime());
    expect(await mtime('embed.js')).toBe(old.getTime());
    const after = JSON.parse(await text('manifest.json')).stations;
    expect(after['10'].buildTime).toBe(before['10'].buildTime);
    expect(after['9'].buildTime).toBeGreaterThan(before['9'].buildTime);
    expect(JSON.parse(/id="radio-embed-config">(.*?)<\/script>/.exec(await text('9/index.html'))![1]!).buildTime).toBe(after['9'].buildTime);
  });
});

describe('build --json', () => {
  test('one document on stdout: counts, every station in id order, problems, warnings', async () => {
    await project.station(12, { station: { sid: 12, title: 'Radio 12' } });
    await project.station(11, { ...stationJson(11), podcasts: {} });
    const result = await runCli(['build', '--all', '--json'], project.path, TINY_RUNTIME_ENV);
    expect(result.code).toBe(1);
    const summary = JSON.parse(result.stdout);
    const built = (id: number) => ({ id, status: 'built', page: `dist/${id}/index.html`, locale: 'en', firstLoadGzip: expect.any(Number) });
    expect(summary).toEqual({
      ok: false,
      outDir: 'dist',
      counts: { total: 4, built: 3, unchanged: 0, failed: 1 },
      stations: [
        built(9),
        built(10),
        built(11),
        {
          id: 12,
          status: 'failed',
          problems: [{ file: 'stations/12.json', path: 'data', message: 'needs at least one valid stream URL: audioHls, audioFlash or audioHtml', code: 'NO_STREAM' }],
        },
      ],
      problems: [],
      warnings: [{ file: 'stations/11.json', path: 'podcasts', message: 'unknown key', code: 'UNKNOWN_KEY' }],
      elapsedMs: expect.any(Number),
    });
    // The operator still reads the problems in the log.
    expect(result.stderr).toContain('stations/12.json: data: needs at least one valid stream URL');
  });
});

describe('progress on stderr', () => {
  test('a terminal gets one status line redrawn in place, ended by a line break', async () => {
    const result = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV, { tty: true });
    expect(result.stderr).toMatch(/^(\r\x1b\[2Kbuilding \d\/2 stations, 0 failed, \d+\.\d s)+\n$/);
    expect(result.stderr).toMatch(/building 2\/2 stations, 0 failed, \d+\.\d s\n$/);
  });

  test('a log file gets none', async () => {
    expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV, { tty: false })).stderr).toBe('');
  });
});

describe('CDN-ready output', () => {
  const CSS = '.station-title{letter-spacing:.02em}';
  const JS = 'window.stationSaysHi = "</script> is safe";';

  beforeEach(async () => {
    await project.station(9, stationJson(9, { ui: { extraCssV7Minimal: CSS, extraJsV7Minimal: JS } }));
  });

  test('_headers: immutable assets, no-cache pages, a CSP per station with the hash of each inline script and style', async () => {
    await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    const page = await text('9/index.html');
    const inlineStyle = /<style id="station-css">(.*?)<\/style>/.exec(page)![1]!;
    const inlineScript = /<script id="station-js">(.*?)<\/script>/.exec(page)![1]!;
    expect(inlineScript).toBe('window.stationSaysHi = "<\\/script> is safe";');
    // snippet.html is a page around the iframe: its style attribute is allowed by its hash alone.
    const snippetStyle = (snippet: string) => ` 'unsafe-hashes' 'sha256-${sha256(/ style="([^"]*)"/.exec(snippet)![1]!)}'`;
    const [snippet9, snippet10] = [await text('9/snippet.html'), await text('10/snippet.html')];
    const csp = (styles: string[], scripts: string[], snippet: string) =>
      `default-src 'self'; script-src 'self'${scripts.map((s) => ` 'sha256-${s}'`).join('')}; style-src 'self'${styles.map((s) => ` 'sha256-${s}'`).join('')}${snippetStyle(snippet)}; ` +
      "img-src * data: blob:; media-src * blob:; connect-src *; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors *";
    expect(await text('_headers')).toBe(`/*
  X-Content-Type-Options: nosniff
/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Access-Control-Allow-Origin: *
/embed.js
  Cache-Control: no-cache
/manifest.json
  Cache-Control: no-cache
/9/*
  Cache-Control: no-cache
  Access-Control-Allow-Origin: *
  Content-Security-Policy: ${csp([sha256(inlineStyle)], [sha256(inlineScript)], snippet9)}
/10/*
  Cache-Control: no-cache
  Access-Control-Allow-Origin: *
  Content-Security-Policy: ${csp([], [], snippet10)}
`);
    expect(page).not.toContain('unsafe-inline');
  });

  test('frame-ancestors and extra sources come from radio-embed.config.json; integrations add their hosts', async () => {
    await project.config({
      publicUrl: 'https://embed.example.org',
      csp: { frameAncestors: ["'self'", 'https://radio9.example'], sources: { 'script-src': ['https://cdn.radio9.example'], 'font-src': ['https://fonts.example.com'] } },
    });
    await project.station(10, stationJson(10, { tracking: { google: { enabled: true, gacode: 'G-1' }, nielsen: { enabled: true, appid: 'a', sfcode: 'b' } } }));
    await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    const { stations } = JSON.parse(await text('manifest.json'));
    expect(stations['10'].csp).toContain("script-src 'self' https://www.googletagmanager.com https://*.imrworldwide.com https://cdn.radio9.example;");
    expect(stations['10'].csp).toContain("frame-ancestors 'self' https://radio9.example; font-src 'self' https://fonts.example.com");
    expect(stations['9'].csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/cdn\.radio9\.example;/);
  });

  test('every asset tag carries the sha256 integrity of the file it names', async () => {
    await runCli(['build', '--station', '9'], project.path, TINY_RUNTIME_ENV);
    const page = await text('9/index.html');
    // Only scripts, stylesheets and modulepreloads run or style the page: those need SRI. The page icon
    // (<link rel="icon"> to assets/icon-*.svg) is an asset too, but browsers ignore integrity on icons.
    const assetTags = [...page.matchAll(/<(?:script|link)[^>]*(?:src|href)="\.\.\/assets\/[^>]*>/g)].filter(([tag]) => !/\brel="icon"/.test(tag));
    const tags = [...page.matchAll(/<(?:script|link)[^>]*(?:src|href)="\.\.\/(assets\/[^"]+)" integrity="([^"]+)" crossorigin>/g)];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBe(assetTags.length);
    for (const [, path, integrity] of tags) expect(integrity).toBe(`sha256-${sha256(await readFile(dist(path!)))}`);
  });

  test('an oEmbed document (type rich) per station, named by a discovery link in the page', async () => {
    await runCli(['build', '--station', '9'], project.path, TINY_RUNTIME_ENV);
    expect(JSON.parse(await text('9/oembed.json'))).toEqual({
      version: '1.0',
      type: 'rich',
      title: 'Radio 9',
      provider_name: 'Radio 9',
      provider_url: 'https://embed.example.org/',
      html: /<body>\n(<iframe [^\n]*<\/iframe>)\n<\/body>/.exec(await text('9/snippet.html'))![1],
      width: 480,
      height: 180,
    });
    expect(await text('9/index.html')).toContain('<link rel="alternate" type="application/json+oembed" href="https://embed.example.org/9/oembed.json">');
  });

  test('embed.js, the loader, is published at the top beside the manifest', async () => {
    await runCli(['build', '--station', '9'], project.path, TINY_RUNTIME_ENV);
    const loader = await text('embed.js');
    expect(loader).toMatch(/^\/\*! radio-embed loader \(embed\.js\) \| MIT License \*\//);
    expect(loader).toContain('radio-embed:');
    expect(JSON.parse(await text('manifest.json')).files['embed.js']).toMatchObject({ cache: 'no-cache', contentType: 'text/javascript; charset=utf-8' });
  });
});
