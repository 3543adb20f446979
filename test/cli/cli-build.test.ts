// The success path with the real parts: the repository's demo station, real esbuild, real files.
// Tests about the pipeline rather than the player build the bundler tests' tiny runtime.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { snapshotDir } from './support/dir-snapshot';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';
import { pageConfigOf } from '../support/page-config';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/stations');
// The spec's build date (09/19/2025), so pages are byte-for-byte reproducible.
const ENV = { SOURCE_DATE_EPOCH: '1758240000' };

let temp: TempDir;
beforeEach(async () => {
  temp = await makeTempDir('cli-build');
});
afterEach(() => temp.remove());

async function readJson(path: string) {
  return JSON.parse(await readFile(path, 'utf8'));
}

describe('radio-embed build --station 42 (the demo station)', { timeout: 30_000 }, () => {
  test('writes the page, the snippet, shared hashed assets and a manifest', async () => {
    const outDir = join(temp.path, 'dist');
    const result = await runCli(['build', '--station', '42', '--out-dir', outDir], REPO_ROOT, ENV);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const files = Object.keys(await snapshotDir(outDir)).sort();
    expect(files.filter((f) => !f.startsWith('assets/'))).toEqual([
      '42/index.html',
      '42/oembed.json',
      '42/snippet.html',
      '_headers',
      'embed.js',
      'manifest.json',
    ]);
    expect(files.filter((f) => f.startsWith('assets/')).every((f) => /^assets\/[\w-]+-[A-Z0-9]{8}\.(js|css|svg)$/.test(f))).toBe(true);
    // The tab's icon: a shared file (cli/render/page-icon.ts), not a data: URI in the page.
    expect(files.filter((f) => f.endsWith('.svg'))).toEqual([expect.stringMatching(/^assets\/icon-[A-Z0-9]{8}\.svg$/)]);

    const html = await readFile(join(outDir, '42/index.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>.*<title>Radio 42<\/title>/);
    const config = pageConfigOf(html);
    expect(config).toMatchObject({
      version: '1.0.0',
      buildTime: 1758240000000,
      playerLink: 'https://embed.radio42.example/42/',
      station: { sid: 42, title: 'Radio 42' },
      data: {
        audioHls: 'https://stream.radio42.example/hls/live.m3u8',
        audioFlash: 'https://stream.radio42.example/live.aac',
        audioHtml: 'https://stream.radio42.example/live.mp3',
      },
      ui: { flower: [{ type: 'VOLUME' }, { type: 'FACEBOOK' }, { type: 'EMAIL' }, { type: 'TWITTER' }] },
    });
    expect(html).toContain('<style id="station-css">.station-title{letter-spacing:.02em}</style></head>');

    // Every asset the page names exists, relative to the page.
    const referenced = [...html.matchAll(/(?:src|href)="(\.\.\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(referenced.some((url) => url.endsWith('.js'))).toBe(true);
    for (const url of referenced) await expect(readFile(resolve(outDir, '42', url))).resolves.toBeTruthy();

    const snippet = await readFile(join(outDir, '42/snippet.html'), 'utf8');
    expect(snippet).toContain('src="https://embed.radio42.example/42/" title="Radio 42 player"');

    // The report line: the page and the gzip size of everything it loads before a click (the
    // icon is the browser's to ask for, a top-level page's only).
    const loaded = referenced.filter((url) => !url.endsWith('.svg'));
    const gzip = [html, ...(await Promise.all(loaded.map((url) => readFile(resolve(outDir, '42', url)))))]
      .reduce((sum, contents) => sum + gzipSync(contents, { level: 9 }).byteLength, 0);
    expect(result.stdout).toBe(`built station 42 → ${join(outDir, '42/index.html')} (en, first load ${(gzip / 1024).toFixed(1)} KB gzip)\n`);
  });

  test('the manifest lists every published file with its sha256, size, content type and cache class', async () => {
    const outDir = join(temp.path, 'dist');
    await runCli(['build', '--station', '42', '--out-dir', outDir], REPO_ROOT, ENV);
    const manifest = await readJson(join(outDir, 'manifest.json'));
    expect(manifest.generator).toBe('radio-embed 1.0.0');
    // The manifest and the host's _headers describe the files; they are not among them.
    const files = Object.keys(await snapshotDir(outDir)).filter((f) => f !== 'manifest.json' && f !== '_headers').sort();
    expect(Object.keys(manifest.files)).toEqual(files);
    const types: Record<string, string> = {
      html: 'text/html; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      css: 'text/css; charset=utf-8',
      json: 'application/json',
      svg: 'image/svg+xml',
    };
    for (const file of files) {
      const contents = await readFile(join(outDir, file));
      const immutable = file.startsWith('assets/');
      expect(manifest.files[file]).toEqual({
        sha256: createHash('sha256').update(contents).digest('hex'),
        size: contents.byteLength,
        contentType: types[file.split('.').pop()!],
        cache: immutable ? 'immutable' : 'no-cache',
        cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    expect(manifest.stations).toEqual({ '42': { buildTime: 1758240000000, csp: expect.stringContaining("default-src 'self'") } });
  });

  test('the same inputs give byte-identical output', async () => {
    await runCli(['build', '--station', '42', '--out-dir', join(temp.path, 'a')], REPO_ROOT, ENV);
    await runCli(['build', '--station', '42', '--out-dir', join(temp.path, 'b')], REPO_ROOT, ENV);
    expect(await snapshotDir(join(temp.path, 'a'))).toEqual(await snapshotDir(join(temp.path, 'b')));
  });
});

describe('building into an existing output folder', { timeout: 30_000 }, () => {
  test('adds a station beside the others, keeps old assets and lists all in the manifest', async () => {
    const outDir = join(temp.path, 'dist');
    await mkdir(join(outDir, 'assets'), { recursive: true });
    await mkdir(join(outDir, '42'));
    await writeFile(join(outDir, 'assets/main-OLDHASH1.js'), 'old');
    await writeFile(join(outDir, '42/index.html'), 'old page');
    await writeFile(join(outDir, '42/stale.txt'), 'from an older build');
    // What makes the folder an older build's output, not someone's files (dist-adopt.test.ts).
    await writeFile(join(outDir, 'manifest.json'), JSON.stringify({ generator: 'radio-embed 0.9.0', files: {}, stations: {} }));
    await mkdir(join(temp.path, 'stations'));
    await writeFile(join(temp.path, 'stations/42.json'), JSON.stringify(stationJson(42)));
    await writeFile(join(temp.path, 'stations/7.json'), JSON.stringify(stationJson(7)));

    const first = await runCli(['build', '--station', '42', '--out-dir', 'dist'], temp.path, TINY_RUNTIME_ENV);
    expect(first.code).toBe(0);
    const second = await runCli(['build', '--station', '7', '--out-dir', 'dist'], temp.path, TINY_RUNTIME_ENV);
    expect(second.code).toBe(0);

    const files = Object.keys(await snapshotDir(outDir));
    expect(files).toContain('assets/main-OLDHASH1.js');
    expect(files).toContain('42/index.html');
    expect(files).toContain('7/index.html');
    // A station folder is replaced whole: nothing of its previous build lingers.
    expect(files).not.toContain('42/stale.txt');
    expect(await readFile(join(outDir, '42/index.html'), 'utf8')).toContain('<title>Radio 42</title>');
    const manifest = await readJson(join(outDir, 'manifest.json'));
    expect(Object.keys(manifest.files).sort()).toEqual(files.filter((f) => f !== 'manifest.json' && f !== '_headers').sort());
    // No temporary folder is left beside the output.
    expect(await readdir(temp.path)).toEqual(expect.arrayContaining(['dist', 'stations']));
    expect((await readdir(temp.path)).length).toBe(2);
  });
});

describe('other successful runs', { timeout: 30_000 }, () => {
  test('--all builds every <id>.json of the stations folder, in id order', async () => {
    await mkdir(join(temp.path, 'stations'));
    for (const id of [10, 9]) await writeFile(join(temp.path, `stations/${id}.json`), JSON.stringify(stationJson(id)));
    await writeFile(join(temp.path, 'stations/notes.json'), '{}');
    const result = await runCli(['build', '--all'], temp.path, TINY_RUNTIME_ENV);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^built station 9 → dist\/9\/index\.html \(en, first load \d+\.\d KB gzip\)\nbuilt station 10 → dist\/10\/index\.html/);
    expect(result.stderr).toBe(
      'warning: stations/notes.json: not named <id>.json with a whole number up to 9007199254740991; skipped\n' +
        'warning: dist/9/snippet.html: the iframe src is the relative "9/" because no publicUrl is set\n' +
        'warning: dist/10/snippet.html: the iframe src is the relative "10/" because no publicUrl is set\n',
    );
    expect(await readFile(join(temp.path, 'dist/9/snippet.html'), 'utf8')).toContain('src="9/"');
  });

  test('unknown keys are warnings; the build still succeeds', async () => {
    const result = await runCli(['build', '--station', '7', '--out-dir', join(temp.path, 'dist')], join(FIXTURES, 'unknown-keys'), TINY_RUNTIME_ENV);
    expect(result.stderr).toBe(`warning: radio-embed.config.json: services.geo.region: unknown key
warning: radio-embed.config.json: cdn: unknown key
warning: radio-embed.config.json: defaults.ui.colour: unknown key
warning: stations/7.json: station.website: unknown key
warning: stations/7.json: data.bitrate: unknown key; did you mean "bitrates"?
warning: stations/7.json: ui.flower[0].colour: unknown key
warning: stations/7.json: podcasts: unknown key
warning: stations/7.json: data.audioHls: not a URL; ignored as an invalid-stream placeholder
`);
    expect(result.code).toBe(0);
    expect(await readFile(join(temp.path, 'dist/7/snippet.html'), 'utf8')).toContain('src="https://embed.radio7.example/7/"');
  });
});

describe('--strict', () => {
  test('turns unknown keys into errors: exit code 1, nothing written', async () => {
    const outDir = join(temp.path, 'dist');
    const result = await runCli(['build', '--station', '7', '--strict', '--out-dir', outDir], join(FIXTURES, 'unknown-keys'), TINY_RUNTIME_ENV);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`warning: stations/7.json: data.audioHls: not a URL; ignored as an invalid-stream placeholder
radio-embed.config.json: services.geo.region: unknown key
radio-embed.config.json: cdn: unknown key
radio-embed.config.json: defaults.ui.colour: unknown key
stations/7.json: station.website: unknown key
stations/7.json: data.bitrate: unknown key; did you mean "bitrates"?
stations/7.json: ui.flower[0].colour: unknown key
stations/7.json: podcasts: unknown key
`);
    await expect(readdir(outDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('an output folder that cannot be written', { timeout: 30_000 }, () => {
  test('is a message naming it, exit code 1, no stack', async () => {
    await writeFile(join(temp.path, 'taken'), 'a file where the output folder should be');
    const result = await runCli(['build', '--station', '42', '--out-dir', join(temp.path, 'taken/dist')], REPO_ROOT, TINY_RUNTIME_ENV);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^.*\/taken\/dist: cannot write the output: E[A-Z]+: [^\n]+\n$/);
  });
});
