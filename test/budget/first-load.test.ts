// The byte budget of issue 2: what the embed loads before the listener's first click, for an MP3
// station, gzip-compressed file by file as a CDN serves it. The station's own custom CSS/JS is
// excluded (it is the operator's bytes, not ours). Sizes are deterministic, so this is a test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildCli } from '../../scripts/build-cli.js';

const BUDGET_BYTES = 14 * 1024;
const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'radio-embed-budget-'));

const mp3Station = {
  station: { sid: 5, title: 'Budget FM' },
  data: { audioHtml: 'https://stream.budget.example/live.mp3' },
  ui: {
    extraCssV7Minimal: 'body{background:#000}'.repeat(200),
    extraJsV7Minimal: 'console.log("station js");'.repeat(200),
  },
};

beforeAll(async () => {
  await buildCli();
  mkdirSync(join(work, 'stations'));
  writeFileSync(join(work, 'stations/5.json'), JSON.stringify(mp3Station));
  execFileSync(process.execPath, [join(root, 'bin/radio-embed.js'), 'build', '--station', '5',
    '--stations-dir', join(work, 'stations'), '--out-dir', join(work, 'dist')], { cwd: work });
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The page without the station's inlined custom CSS/JS, whose bytes are the operator's. */
function pageWithoutStationCode(html: string): string {
  return html
    .replace(/<style id="station-css">[\s\S]*?<\/style>/, '')
    .replace(/<script id="station-js">[\s\S]*?<\/script>/, '');
}

/** Every asset the page fetches before any interaction: scripts, stylesheets, modulepreloads. */
function firstLoadAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*>/g)) {
    if (/rel="(stylesheet|modulepreload)"/.test(m[0])) urls.add(m[1]!);
  }
  return [...urls];
}

test(`an MP3 station's first load fits in ${BUDGET_BYTES / 1024} KB gzip`, () => {
  const pageDir = join(work, 'dist/5');
  const html = readFileSync(join(pageDir, 'index.html'), 'utf8');
  expect(html).toContain('id="station-css"');
  const assets = firstLoadAssets(html);
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);

  const sizes: [string, number][] = [['index.html', gzipSync(pageWithoutStationCode(html), { level: 9 }).length]];
  for (const asset of assets) {
    sizes.push([asset, gzipSync(readFileSync(resolve(pageDir, asset)), { level: 9 }).length]);
  }
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  const lines = sizes.map(([name, n]) => `  ${name}: ${(n / 1024).toFixed(2)} KB`);
  console.log(`first load (gzip):\n${lines.join('\n')}\n  total: ${(total / 1024).toFixed(2)} KB of ${BUDGET_BYTES / 1024} KB`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('hls.js is not part of the first load of an MP3 station', () => {
  const pageDir = join(work, 'dist/5');
  const html = readFileSync(join(pageDir, 'index.html'), 'utf8');
  for (const asset of firstLoadAssets(html)) {
    const code = readFileSync(resolve(pageDir, asset), 'utf8');
    // hls.js identifies itself in its bundled source; none of it may load before a click.
    expect(code).not.toMatch(/hlsManifestParsed|hlsMediaAttached/);
  }
});
