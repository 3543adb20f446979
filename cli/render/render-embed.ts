import type { EmbedConfig } from '../../contract/embed-config';
import type { InlineWords } from '../../contract/inline-words';
import { STALE_PAINT_SCRIPT } from '../../contract/stale-paint';
import { EARLY_CLICKS_SCRIPT } from '../../contract/early-clicks';
import { matchLanguage, textDirection } from '../../contract/languages';
import type { RuntimeBundle } from '../bundle/bundle-runtime';
import { wordsScript } from '../i18n/words-script';
import { pageConfig } from '../embed-config/page-config';
import { escapeHtml, inlineScript, inlineStyle, jsonForScript } from './escape';
import { fillTemplate } from './fill-template';
import { pageHead } from './page-head';

export interface EmbedPageInput {
  /** templates/embed.html */
  template: string;
  config: EmbedConfig;
  /** `ui.extraCssV7Minimal` and `ui.extraJsV7Minimal`: the station's custom code, inlined. */
  stationCss: string;
  stationJs: string;
  entry: RuntimeBundle['entry'];
  /** Subresource Integrity of the entry's files, by path (`sha256-…`). */
  integrity: RuntimeBundle['integrity'];
  /** The station's oEmbed document, for the discovery link. */
  oembedUrl: string;
  /**
   * Lazy chunks this page will fetch before anything shows (a language other than English: the
   * chooser and the catalogue), preloaded with the page's own files instead of one after another.
   */
  preloads?: string[];
  /** Or the station language's words themselves, when that is smaller (cli/i18n/language-delivery.ts). */
  inlineWords?: InlineWords;
  /**
   * The player's first paint (runtime/prerender.tsx): #app's markup, and whether the app starts
   * with the page rather than on the listener's intent. None: an empty #app (the app starts at once).
   */
  prerendered?: { html: string; css: string; startsAtOnce: boolean; geoFirst?: { url: string; regions: string[] }; earlyStream?: string; hlsPlayer?: string; stopWord?: string };
}

/**
 * #app's word on when the app comes (runtime/first-paint/starts-at-once.ts, geo-first.ts): with the
 * page, after the geo answer where it says a notice is due, or (nothing) on the listener's intent;
 * and, for the last, the stream a cold click may start before the app (`data-stream`), with the
 * station's HLS player choice where that stream is HLS (`data-hls`) and the word the painted Play
 * says while it plays (`data-stop`).
 */
function appStart(prerendered: EmbedPageInput['prerendered']): string {
  if (prerendered?.startsAtOnce) return ' data-start="load"';
  const geo = prerendered?.geoFirst;
  if (geo) return ` data-geo="${escapeHtml(geo.url)}" data-regions="${escapeHtml(geo.regions.join(' '))}"`;
  // A cold click on the painted Play starts this stream itself (first-paint/early-stream.ts).
  if (!prerendered?.earlyStream) return '';
  // An HLS stream: the click tells whether the element plays it itself (first-paint/early-stream.ts hlsViaHlsJs).
  const hls = prerendered.hlsPlayer ? ` data-hls="${escapeHtml(prerendered.hlsPlayer)}"` : '';
  const stop = prerendered.stopWord ? ` data-stop="${escapeHtml(prerendered.stopWord)}"` : '';
  return `${hls} data-stream="${escapeHtml(prerendered.earlyStream)}"${stop}`;
}

/** The page and the exact text of every inline script and style in it (for the CSP's hashes). */
export interface EmbedPage {
  html: string;
  inlineScripts: string[];
  inlineStyles: string[];
}

/**
 * The embed page of one station (dist/<id>/index.html). Asset URLs are relative (`../assets/…`),
 * so the output works wherever dist/ is published. Every asset tag carries its integrity hash;
 * `crossorigin` (anonymous, as module scripts always are) lets it be checked on any host.
 */
export function renderEmbed(input: EmbedPageInput): EmbedPage {
  const { entry } = input;
  const asset = (path: string) => {
    const hash = input.integrity[path];
    return `href="${escapeHtml(`../${path}`)}"${hash ? ` integrity="${hash}" crossorigin` : ''}`;
  };
  const css = input.stationCss ? inlineStyle(input.stationCss) : '';
  // The first paint's styles that would have been style attributes (runtime/prerender.tsx).
  const paintCss = input.prerendered?.css ? inlineStyle(input.prerendered.css) : '';
  const js = input.stationJs ? inlineScript(input.stationJs) : '';
  // Hides the painted player before it is shown where the address asks for another
  // (contract/stale-paint.ts), and keeps a click on it that lands before the page's script has run
  // (contract/early-clicks.ts): one inline script, one CSP hash.
  const stalePaint = input.prerendered?.html ? `${STALE_PAINT_SCRIPT};${EARLY_CLICKS_SCRIPT}` : '';
  // The station's language, before first paint (the runtime changes it only for ?lang=).
  const language = matchLanguage(input.config.ui.locale) ?? 'en';
  const html = fillTemplate(
    input.template,
    {
      lang: language,
      dir: textDirection(language),
      title: escapeHtml(input.config.station.title),
      stalePaintScript: stalePaint ? `<script>${stalePaint}</script>` : '',
      pageHead: pageHead(input.config),
      oembedLink: `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(input.oembedUrl)}">`,
      assetLinks: [
        ...entry.styles.map((path) => `<link rel="stylesheet" ${asset(path)}>`),
        ...[...entry.chunks, ...(input.preloads ?? [])].map((path) => `<link rel="modulepreload" ${asset(path)}>`),
      ].join(''),
      stationCss: (paintCss ? `<style id="first-paint">${paintCss}</style>` : '') + (css ? `<style id="station-css">${css}</style>` : ''),
      // The markup is preact's own rendering, escaped by it, of the validated config.
      appHtml: input.prerendered?.html ?? '',
      appStart: appStart(input.prerendered),
      config: jsonForScript(pageConfig(input.config)),
      runtimeScript: `${input.inlineWords ? wordsScript(input.inlineWords) : ''}<script type="module" ${asset(entry.script).replace('href=', 'src=')}></script>`,
      stationJs: js ? `<script id="station-js">${js}</script>` : '',
    },
    'templates/embed.html',
  );
  return { html, inlineScripts: [stalePaint, js].filter(Boolean), inlineStyles: [paintCss, css].filter(Boolean) };
}
