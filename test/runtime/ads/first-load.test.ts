// Issue 8: "Nothing of this is in the first load". A station without `ads` loads none of the ad
// code before (or after) a click; the ads live in chunks of their own. Built with the real CLI.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildCli } from '../../../scripts/build-cli.js';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'radio-embed-ads-first-load-'));
// Strings only the ad code holds: the request path, event names, the VAST parser's own error.
const AD_CODE = /getmediavast|AD_NEEDS_USER_CLICK_TO_START|COMPANION_AD_FAILURE|Invalid VAST XMLDocument/;

beforeAll(async () => {
  await buildCli();
  mkdirSync(join(work, 'stations'));
  writeFileSync(join(work, 'stations/7.json'), JSON.stringify({ station: { sid: 7, title: 'No Ads FM' }, data: { audioHtml: 'https://stream.example/live.mp3' } }));
  execFileSync(process.execPath, [join(root, 'bin/radio-embed.js'), 'build', '--station', '7', '--stations-dir', join(work, 'stations'), '--out-dir', join(work, 'dist')], { cwd: work });
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every script and stylesheet the page links or preloads. */
function firstLoadAssets(html: string): string[] {
  const urls = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  for (const m of html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*>/g)) if (/rel="(stylesheet|modulepreload)"/.test(m[0])) urls.push(m[1]!);
  return urls;
}

test('a station without ads loads no ad code first; the ad code is in lazy chunks', () => {
  const html = readFileSync(join(work, 'dist/7/index.html'), 'utf8');
  const assets = firstLoadAssets(html);
  expect(assets.length).toBeGreaterThan(0);
  const withAdCode = assets.filter((asset) => AD_CODE.test(readFileSync(resolve(work, 'dist/7', asset), 'utf8')));
  expect(withAdCode).toEqual([]);
  // Not vacuous: the same build does hold the ad code, in files the page does not load first.
  const lazy = readdirSync(join(work, 'dist/assets')).filter((file) => /\.js$/.test(file) && AD_CODE.test(readFileSync(join(work, 'dist/assets', file), 'utf8')));
  expect(lazy.length).toBeGreaterThanOrEqual(2);
});
