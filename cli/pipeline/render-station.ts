import { join } from 'node:path';
import type { Prerendered, Prerenderer } from '../bundle/bundle-prerender';
import { APP_ENTRY, GEO_FIRST_ENTRY, type OutputFile, type RuntimeBundle } from '../bundle/bundle-runtime';
import { stationCsp } from '../csp/station-csp';
import { toEmbedConfig } from '../embed-config/to-embed-config';
import { type Warning, warning } from '../errors/problem';
import { chooseLanguageDelivery } from '../i18n/language-delivery';
import { assetsGzipSize, gzipSize, lazyChunkPaths } from '../report/first-load';
import type { BuiltStation } from '../report/report';
import { renderEmbed } from '../render/render-embed';
import { pageIcon } from '../render/page-icon';
import { OEMBED_FILE, oembedUrl, renderOembed } from '../render/render-oembed';
import { matchLanguage } from '../../contract/languages';
import { renderSnippetHtml, renderSnippetPage, snippetSrc, snippetStyleHashes } from '../render/render-snippet';
import type { Templates } from '../render/templates';
import type { StationFile } from '../../contract/station-file/station-file';
import type { ProjectContext } from '../validate/validate-project-config';

/** What every station of a run is rendered with. */
export interface RenderContext {
  project: ProjectContext;
  bundle: RuntimeBundle;
  templates: Templates;
  /** The output folder as the user gave it, for messages. */
  outDir: string;
  /** Gzip bytes of the bundle files every page loads first (computed once per run). */
  firstLoadAssetsGzip: number;
  /** Each station's first paint, by station id (prerenderStations); none: the page's #app is empty. */
  prerendered?: ReadonlyMap<number, Prerendered>;
}

export interface RenderedStation {
  id: number;
  /** Paths under the output folder: `<id>/index.html`, `<id>/snippet.html`, `<id>/oembed.json`. */
  files: OutputFile[];
  /** The content-hashed files its page needs beside the bundle's, under `assets/`: the tab's icon. */
  assets: OutputFile[];
  /** The Content-Security-Policy its pages are served with. */
  csp: string;
  buildTime: number;
  warnings: Warning[];
  built: BuiltStation;
}

const encoder = new TextEncoder();

/** One station's page, snippet and oEmbed document, in memory, with their headers and report. */
export function renderStation(station: StationFile, buildTime: number, ctx: RenderContext): RenderedStation {
  const id = station.station.sid;
  const { publicUrl, csp: cspSettings } = ctx.project.config;
  const config = toEmbedConfig(station, { publicUrl, buildTime });
  const prerendered = ctx.prerendered?.get(id);
  // A page whose app starts with it fetches the app at once: with the page's own files. A privacy
  // station's page asks the geo lookup first, from a small chunk: with the page's files too.
  const appPreloads = prerendered?.startsAtOnce
    ? lazyChunkPaths(ctx.bundle, APP_ENTRY)
    : prerendered?.geoFirst
      ? lazyChunkPaths(ctx.bundle, GEO_FIRST_ENTRY)
      : [];
  const pageInput = {
    template: ctx.templates.embed,
    config,
    stationCss: station.ui.extraCssV7Minimal,
    stationJs: station.ui.extraJsV7Minimal,
    entry: ctx.bundle.entry,
    integrity: ctx.bundle.integrity,
    oembedUrl: oembedUrl(publicUrl, id),
    prerendered,
  };
  // A language other than English: its chunks preloaded, or its words inline, whichever is smaller.
  const withApp = (preloads: string[]): string[] => [...new Set([...appPreloads, ...preloads])];
  const language = chooseLanguageDelivery(ctx.bundle, station.ui.locale, (part) => renderEmbed({ ...pageInput, ...part, preloads: withApp(part.preloads) }).html);
  const preloads = withApp(language.page.preloads);
  const page = renderEmbed({ ...pageInput, ...language.page, preloads });
  const snippetInput = { template: ctx.templates.snippet, sid: id, title: station.station.title, publicUrl, scheme: station.ui.scheme };
  const snippet = renderSnippetHtml(snippetInput);
  const attributeStyleHashes = snippetStyleHashes(snippet);
  const csp = stationCsp({ config, ...page, runtimeStyleHashes: ctx.bundle.inlineStyleHashes, attributeStyleHashes, settings: cspSettings });
  const built: BuiltStation = {
    id,
    page: join(ctx.outDir, String(id), 'index.html'),
    snippet: join(ctx.outDir, String(id), 'snippet.html'),
    firstLoadGzip: gzipSize([page.html]) + ctx.firstLoadAssetsGzip + assetsGzipSize(ctx.bundle, preloads),
    locale: station.ui.locale,
    language: language.delivery,
  };
  const warnings = publicUrl ? [] : [warning('NO_PUBLIC_URL', { file: built.snippet }, { src: snippetSrc(publicUrl, id) })];
  return {
    id,
    files: [
      { path: `${id}/index.html`, contents: encoder.encode(page.html) },
      { path: `${id}/snippet.html`, contents: encoder.encode(renderSnippetPage(snippet, `${station.station.title} player`, matchLanguage(station.ui.locale) ?? 'en')) },
      { path: `${id}/${OEMBED_FILE}`, contents: encoder.encode(renderOembed({ title: station.station.title, html: snippet, publicUrl })) },
    ],
    assets: [pageIcon(config)],
    csp,
    buildTime,
    warnings,
    built,
  };
}

/** The bundle files a page loads before any click: entry script, its static chunks, its CSS. */
export function firstLoadAssets(bundle: RuntimeBundle): Uint8Array[] {
  const wanted = new Set([bundle.entry.script, ...bundle.entry.chunks, ...bundle.entry.styles]);
  return bundle.files.filter((file) => wanted.has(file.path)).map((file) => file.contents);
}

/** Every station's first paint (runtime/prerender.tsx), one after another in the prerenderer's one window. */
export async function prerenderStations(
  stations: readonly StationFile[],
  publicUrl: string,
  prerenderer: Prerenderer,
): Promise<Map<number, Prerendered>> {
  const prerendered = new Map<number, Prerendered>();
  // The build time is not part of what the player paints.
  for (const station of stations) prerendered.set(station.station.sid, await prerenderer.render(toEmbedConfig(station, { publicUrl, buildTime: 0 })));
  return prerendered;
}
