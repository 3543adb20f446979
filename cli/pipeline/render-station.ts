import { join } from 'node:path';
import type { OutputFile, RuntimeBundle } from '../bundle/bundle-runtime';
import { stationCsp } from '../csp/station-csp';
import { toEmbedConfig } from '../embed-config/to-embed-config';
import { type Warning, warning } from '../errors/problem';
import { chooseLanguageDelivery } from '../i18n/language-delivery';
import { gzipSize } from '../report/first-load';
import type { BuiltStation } from '../report/report';
import { renderEmbed } from '../render/render-embed';
import { OEMBED_FILE, oembedUrl, renderOembed } from '../render/render-oembed';
import { renderSnippetHtml, snippetSrc } from '../render/render-snippet';
import type { Templates } from '../render/templates';
import type { StationFile } from '../schema/station-file';
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
}

export interface RenderedStation {
  id: number;
  /** Paths under the output folder: `<id>/index.html`, `<id>/snippet.html`, `<id>/oembed.json`. */
  files: OutputFile[];
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
  const pageInput = {
    template: ctx.templates.embed,
    config,
    stationCss: station.ui.extraCssV7Minimal,
    stationJs: station.ui.extraJsV7Minimal,
    entry: ctx.bundle.entry,
    integrity: ctx.bundle.integrity,
    oembedUrl: oembedUrl(publicUrl, id),
  };
  // A language other than English: its chunks preloaded, or its words inline, whichever is smaller.
  const language = chooseLanguageDelivery(ctx.bundle, station.ui.locale, (part) => renderEmbed({ ...pageInput, ...part }).html);
  const page = renderEmbed({ ...pageInput, ...language.page });
  const snippetInput = { template: ctx.templates.snippet, sid: id, title: station.station.title, publicUrl, scheme: station.ui.scheme };
  const snippet = renderSnippetHtml(snippetInput);
  const csp = stationCsp({ config, ...page, runtimeStyleHashes: ctx.bundle.inlineStyleHashes, settings: cspSettings });
  const built: BuiltStation = {
    id,
    page: join(ctx.outDir, String(id), 'index.html'),
    snippet: join(ctx.outDir, String(id), 'snippet.html'),
    firstLoadGzip: gzipSize([page.html]) + ctx.firstLoadAssetsGzip + language.chunksFetchedGzip,
    locale: station.ui.locale,
    language: language.delivery,
  };
  const warnings = publicUrl ? [] : [warning('NO_PUBLIC_URL', { file: built.snippet }, { src: snippetSrc(publicUrl, id) })];
  return {
    id,
    files: [
      { path: `${id}/index.html`, contents: encoder.encode(page.html) },
      { path: `${id}/snippet.html`, contents: encoder.encode(`${snippet}\n`) },
      { path: `${id}/${OEMBED_FILE}`, contents: encoder.encode(renderOembed({ title: station.station.title, html: snippet, publicUrl })) },
    ],
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
