import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { renderEmbed } from '../../cli/render/render-embed';
import { renderSnippet } from '../../cli/render/render-snippet';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { stationJson } from './support/station-json';
import { pageConfigOf } from '../support/page-config';

const templates = {
  embed: readFileSync(resolve(import.meta.dirname, '../../templates/embed.html'), 'utf8'),
  snippet: readFileSync(resolve(import.meta.dirname, '../../templates/snippet.html'), 'utf8'),
};
const entry = { script: 'assets/main-AAAA.js', chunks: ['assets/chunk-BBBB.js'], styles: ['assets/main-CCCC.css'] };
const integrity = { 'assets/main-AAAA.js': 'sha256-AAAA', 'assets/chunk-BBBB.js': 'sha256-BBBB', 'assets/main-CCCC.css': 'sha256-CCCC' };

const HOSTILE_TITLE = `</script><script>alert("t")</script> <!-- \u2028 "quoted" & 'single'`;
const HOSTILE_CSS = '.x{content:"</STYLE><script>alert(1)</script>"} /* <!-- */';
const HOSTILE_JS = 'window.seen = ["</SCRIPT><img src=x onerror=alert(1)>", "<!--", "\u2028"];';

function render(ui: Record<string, unknown> = {}, station: Record<string, unknown> = {}) {
  const result = validateStation({ id: 7, file: 'stations/7.json', raw: stationJson(7, { station, ui }) }, NO_PROJECT);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  const config = toEmbedConfig(result.station, { publicUrl: 'https://embed.example', buildTime: 1 });
  const page = renderEmbed({
    template: templates.embed,
    config,
    stationCss: result.station.ui.extraCssV7Minimal,
    stationJs: result.station.ui.extraJsV7Minimal,
    entry,
    integrity,
    oembedUrl: 'https://embed.example/7/oembed.json',
  });
  const { html } = page;
  return { html, page, config, document: new new Window().DOMParser().parseFromString(html, 'text/html') };
}

describe('the embed page', () => {
  test('<html lang dir> is the station locale\'s, before any script runs (issue 19)', () => {
    const html = (ui: Record<string, unknown>) => render(ui).document.documentElement;
    expect([html({}).lang, html({}).dir]).toEqual(['en', 'ltr']);
    expect([html({ locale: 'es-MX' }).lang, html({ locale: 'es-MX' }).dir]).toEqual(['es', 'ltr']);
    expect([html({ locale: 'ar' }).lang, html({ locale: 'ar' }).dir]).toEqual(['ar', 'rtl']);
    expect([html({ locale: 'he-IL' }).lang, html({ locale: 'he-IL' }).dir]).toEqual(['he', 'rtl']);
  });

  test('hostile values stay inside their elements and read back unchanged', () => {
    const { html, config, document } = render({ extraCssV7Minimal: HOSTILE_CSS, extraJsV7Minimal: HOSTILE_JS }, { title: HOSTILE_TITLE });
    expect(document.title).toBe(HOSTILE_TITLE.trim());
    expect(document.querySelectorAll('script')).toHaveLength(3);
    expect(document.querySelectorAll('img, body script:not([id]):not([type]), head script')).toHaveLength(0);
    const inlined = pageConfigOf(html);
    expect(inlined).toEqual(JSON.parse(JSON.stringify(config)));
    expect(inlined.station.title).toBe(HOSTILE_TITLE.trim());
    // Only the page's own closing tags remain, whatever the letter case. (The custom CSS may say
    // </script: inside <style> only </style ends the element.)
    const [beforeStyle, afterStyle] = html.split(/<style id="station-css">[^]*?<\/style>/);
    expect(`${beforeStyle}${afterStyle}`.match(/<\/script/gi)).toHaveLength(3);
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    // The custom JS keeps its bytes (U+2028 is valid in JS strings); everywhere else it is escaped.
    expect(html.replace(/<script id="station-js">[^]*?<\/script>/, '')).not.toMatch(/[\u2028\u2029]/);
  });

  test('custom CSS goes in the head, custom JS after the runtime at the end of the body', () => {
    const { document } = render({ extraCssV7Minimal: '.a{color:red}', extraJsV7Minimal: 'window.x=1' });
    expect(document.head.querySelector('style#station-css')!.textContent).toBe('.a{color:red}');
    const scripts = [...document.body.querySelectorAll('script')].map((s) => s.id || s.getAttribute('type'));
    expect(scripts).toEqual(['radio-embed-config', 'module', 'station-js']);
    expect(document.getElementById('station-js')!.textContent).toBe('window.x=1');
  });

  test('the inline texts it reports (for the CSP hashes) are exactly what the elements hold', () => {
    const { page, document } = render({ extraCssV7Minimal: HOSTILE_CSS, extraJsV7Minimal: HOSTILE_JS });
    expect(page.inlineStyles).toEqual([document.getElementById('station-css')!.textContent]);
    expect(page.inlineScripts).toEqual([document.getElementById('station-js')!.textContent]);
    expect(render().page).toMatchObject({ inlineStyles: [], inlineScripts: [] });
  });

  test('every asset tag carries its integrity hash and crossorigin', () => {
    const { document } = render();
    const tags = [...document.querySelectorAll('script[src], link[rel=stylesheet], link[rel=modulepreload]')];
    expect(tags.map((tag) => [tag.getAttribute('integrity'), tag.getAttribute('crossorigin')])).toEqual([
      ['sha256-CCCC', ''],
      ['sha256-BBBB', ''],
      ['sha256-AAAA', ''],
    ]);
  });

  test('an oEmbed discovery link names the station\'s oEmbed document', () => {
    const link = render().document.querySelector('link[rel=alternate]')!;
    expect(link.getAttribute('type')).toBe('application/json+oembed');
    expect(link.getAttribute('href')).toBe('https://embed.example/7/oembed.json');
  });

  test('without custom CSS/JS there are no empty elements for them', () => {
    const { document } = render();
    expect(document.getElementById('station-css')).toBeNull();
    expect(document.getElementById('station-js')).toBeNull();
  });

  test('assets are linked relatively, so dist works under any publicUrl', () => {
    const { document } = render();
    expect(document.querySelector('script[type=module]')!.getAttribute('src')).toBe('../assets/main-AAAA.js');
    expect(document.querySelector('link[rel=stylesheet]')!.getAttribute('href')).toBe('../assets/main-CCCC.css');
    expect(document.querySelector('link[rel=modulepreload]')!.getAttribute('href')).toBe('../assets/chunk-BBBB.js');
    expect(document.getElementById('app')).not.toBeNull();
  });

  test('the page has no template whitespace or comments', () => {
    const { html } = render();
    expect(html).not.toMatch(/>\s+</);
    expect(html).not.toContain('\n');
  });
});

describe('the snippet', () => {
  const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html').querySelector('iframe')!;

  test('an iframe under publicUrl with a title, autoplay, lazy loading and a referrer policy', () => {
    const iframe = parse(renderSnippet({ template: templates.snippet, sid: 42, title: 'Radio 42', publicUrl: 'https://embed.example', scheme: 'Dark' }));
    expect(iframe.getAttribute('src')).toBe('https://embed.example/42/');
    expect(iframe.getAttribute('title')).toBe('Radio 42 player');
    expect(iframe.getAttribute('allow')).toBe('autoplay; clipboard-write');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });

  // Issue 21 §4: while the player loads, its space is the player's shape and colour, not a white hole.
  test.each([
    ['Dark', '#101418'],
    ['light', '#f4f6f8'],
  ])('reserves its space in the %s scheme background (%s) with rounded corners', (scheme, background) => {
    const iframe = parse(renderSnippet({ template: templates.snippet, sid: 42, title: 'Radio 42', publicUrl: '', scheme }));
    expect(iframe.getAttribute('style')).toBe(`display:block;width:100%;max-width:480px;height:180px;border:0;border-radius:8px;background:${background}`);
  });

  test('quotes in the title cannot leave the attribute', () => {
    const title = `"><script>alert(1)</script><x y='`;
    const html = renderSnippet({ template: templates.snippet, sid: 42, title, publicUrl: '', scheme: 'Dark' });
    const iframe = parse(html);
    expect(iframe.getAttribute('title')).toBe(`${title} player`);
    expect(iframe.getAttribute('src')).toBe('42/');
    expect(html).not.toContain('<script');
  });
});
