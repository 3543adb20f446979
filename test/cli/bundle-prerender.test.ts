// Issue 16: the build paints each station's player into its page with the runtime's own
// components (runtime/prerender.tsx, bundled for Node and run in one happy-dom window).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmbedConfig } from '../../contract/embed-config';
import { bundlePrerender, type Prerenderer } from '../../cli/bundle/bundle-prerender';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { checkStations } from '../../cli/pipeline/check-stations';
import { REPO_ROOT } from '../support/repo-root';

async function configOf(file: string): Promise<EmbedConfig> {
  const id = Number(JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')).station.sid);
  const checked = await checkStations({ stations: [id], stationsDir: join(file, '..') }, REPO_ROOT);
  const check = checked.ok ? checked.stations[0] : undefined;
  if (!check?.ok) throw new Error(`${file} is not valid`);
  return toEmbedConfig(check.station, { publicUrl: '', buildTime: 0 });
}

const ART = 'https://art.example/a "b".jpg';

describe('bundlePrerender', { timeout: 60_000 }, () => {
  let prerenderer: Prerenderer;
  const configs: Record<string, EmbedConfig> = {};

  beforeAll(async () => {
    prerenderer = await bundlePrerender(REPO_ROOT);
    const mp3 = await configOf('test/budget/stations/5.json');
    configs.mp3 = mp3;
    configs.privacy = await configOf('test/budget/stations/7.json');
    configs.spanish = await configOf('test/budget/stations/8.json');
    configs.hls = await configOf('stations/42.json');
    // Made here, not in the tests that assert on them: the last test paints them too, in any order.
    configs.accent = { ...mp3, ui: { ...mp3.ui, accent: '#e11d48' } };
    configs.art = { ...mp3, ui: { ...mp3.ui, defaultAlbumArt: ART }, station: { ...mp3.station, logo: 'https://art.example/logo.png' } };
  });

  afterAll(() => prerenderer?.close());

  test('paints the station\'s player in its idle state: its title, Play, its scheme', async () => {
    const { html, startsAtOnce } = await prerenderer.render(configs.mp3!);
    expect(html).toMatch(/^<main class="re-player re-dark" data-player-state="idle">/);
    expect(html).toContain('<h1 class="re-title" dir="auto" title="Budget FM">Budget FM</h1>');
    expect(html).toContain('aria-label="Play"');
    expect(html).toContain('<audio class="re-media" preload="none"></audio>');
    expect(startsAtOnce).toBe(false);
  });

  test('in the station\'s language, and says which stations need their app at once', async () => {
    const spanish = await prerenderer.render(configs.spanish!);
    expect(spanish.html).toContain('aria-label="Reproducir"');
    // Painted in Spanish, its words inline in the page: the app may wait for intent, as for English.
    expect(spanish.startsAtOnce).toBe(false);
    // A privacy station asks the geo lookup first: its app comes at once only where a notice is due (issue 36).
    const privacy = await prerenderer.render(configs.privacy!);
    expect(privacy.startsAtOnce).toBe(false);
    expect(privacy.geoFirst).toEqual({ url: 'https://geo.budget.example/geo', regions: ['CA'] });
    expect((await prerenderer.render({ ...configs.privacy!, services: { ...configs.privacy!.services, geo: undefined } })).startsAtOnce).toBe(true);
    expect((await prerenderer.render(configs.hls!)).startsAtOnce).toBe(false);
    // The stream a cold click starts before the app (first-paint/early-stream.ts): a plain MP3
    // station's, an HLS station's with its HLS player choice (the click tells whether the element
    // plays it itself), not a privacy station's.
    const mp3 = await prerenderer.render(configs.mp3!);
    expect([mp3.earlyStream, mp3.hlsPlayer]).toEqual([expect.stringMatching(/^https:\/\/[^?]*\?$/), undefined]);
    const hls = await prerenderer.render(configs.hls!);
    expect([hls.earlyStream, hls.hlsPlayer]).toEqual(['https://stream.radio42.example/hls/live.m3u8?', 'auto']);
    expect([privacy.earlyStream, privacy.hlsPlayer]).toEqual([undefined, undefined]);
    // The word the painted Play says while that stream plays, in the station's language; none without one.
    expect([mp3.stopWord, hls.stopWord, privacy.stopWord]).toEqual(['Stop', 'Stop', undefined]);
    expect((await prerenderer.render(configs.spanish!)).stopWord).toBe('Detener');
    // …and English again after it (the catalogue does not stay).
    expect((await prerenderer.render(configs.mp3!)).html).toContain('aria-label="Play"');
  });

  test('writes no style attribute (the page\'s CSP allows none): the accent is a rule for its element', async () => {
    const { html, css } = await prerenderer.render(configs.accent!);
    expect(html).not.toContain(' style=');
    expect(html).toMatch(/^<main class="re-player re-dark" data-player-state="idle" data-re-style="0">/);
    expect(css).toBe('#app [data-re-style="0"]{--re-accent: #e11d48;}');
    expect((await prerenderer.render(configs.mp3!)).css).toBe('');
  });

  test('paints the default album art as CSS backgrounds: no <img> (one that fails before the app shows no broken-image icon) and no loading bars', async () => {
    const painted = 'url("https://art.example/a%20%22b%22.jpg")';
    const { html, css } = await prerenderer.render(configs.art!);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('re-bars');
    expect(html).toContain('<div class="re-bg" data-re-style="0"></div><div class="re-art" data-re-style="1"></div>');
    // Once the page has loaded (#app[data-loaded], first-paint/page-loaded.ts): an image that never answers holds no load event.
    expect(css).toBe(`#app[data-loaded] [data-re-style="0"]{background-image: ${painted};}#app[data-loaded] [data-re-style="1"]{background-image: ${painted};}`);
  });

  test('a station painted after any other is painted as in a fresh window: nothing of the one before reaches its page', async () => {
    // Each pair in both orders: an English station before a Spanish one (the LIVE badge's data-long
    // added), the art's and the accent's style rules before none, a privacy station's notice link…
    const names = ['art', 'hls', 'accent', 'spanish', 'privacy', 'mp3'];
    const fresh: Record<string, string> = {};
    for (const name of names) {
      const window = await bundlePrerender(REPO_ROOT);
      try {
        fresh[name] = (await window.render(configs[name]!)).html;
      } finally {
        await window.close();
      }
    }
    for (const before of names) {
      for (const name of names) {
        await prerenderer.render(configs[before]!);
        expect((await prerenderer.render(configs[name]!)).html, `${name} after ${before}`).toBe(fresh[name]);
      }
    }
  });
});
