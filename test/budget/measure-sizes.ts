// The embed's sizes as a listener downloads them, from one real build: every file gzip -9 on its
// own (as a CDN serves it). Which file belongs to what comes from esbuild's metafile (which entry
// made which output, what each imports statically), never from file names. Used by the budget
// test, the README test and `npm run sizes`.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { bundlePrerender, type Prerenderer } from '../../cli/bundle/bundle-prerender';
import { bundleRuntime, type RuntimeBundle } from '../../cli/bundle/bundle-runtime';
import { checkStations } from '../../cli/pipeline/check-stations';
import { prerenderStations, renderStation } from '../../cli/pipeline/render-station';
import { loadTemplates } from '../../cli/render/templates';
import { assetContents, gzipSize, lazyChunkPaths, lazyEntryNames, pageAssetPaths } from '../../cli/report/first-load';

/** A gzip byte budget; a figure fails above `budget + tolerance`. */
export interface Budget {
  /** What it is and when it loads, for the README. */
  about: string;
  budget: number;
  tolerance: number;
}

/** One station's first load: its page and what the player fetches by itself before any interaction. */
export interface FirstLoadBudget extends Budget {
  /** The station file, relative to the repository root. */
  station: string;
  /**
   * The lazy entries (source files, as in `lazyChunks`) the player fetches on its own before the
   * listener does anything: at start or when the browser is idle. Read from the runtime's code;
   * test/e2e/first-load-requests.test.ts checks this list against a real page load.
   */
  fetchedBeforeInteraction: string[];
  /** The browser whose behaviour the list describes (HLS needs hls.js where it is not native); Chromium by default. */
  browser?: 'chromium' | 'firefox';
  /**
   * What the geo lookup answers the listener (spec §3 fields): a privacy station's first paint asks
   * it before deciding what to fetch (runtime/first-paint/geo-first.ts). The e2e check serves it
   * from a local geo service; the figure is the files that answer leads to.
   */
  geo?: { country_code: string; region_code: string };
  /** Opened in a host page's iframe, as every embed is (the snippet, the loader), rather than on its own. */
  framed?: boolean;
}

/** test/budget/budgets.json */
export interface Budgets {
  firstLoads: Record<string, FirstLoadBudget>;
  /** Each lazy chunk by the source file its `import()` targets. */
  lazyChunks: Record<string, Budget>;
}

export const BUDGETS_FILE = 'test/budget/budgets.json';

export function readBudgets(root: string): Budgets {
  return JSON.parse(readFileSync(join(root, BUDGETS_FILE), 'utf8')) as Budgets;
}

/** One file of a figure: a path under the output folder, and what it is when that is not plain. */
export interface Part {
  file: string;
  /** The lazy entry it is fetched for, when it is part of one. */
  entry?: string;
  bytes: number;
}

export interface Figure {
  name: string;
  bytes: number;
  parts: Part[];
}

export interface Sizes {
  firstLoads: Figure[];
  lazyChunks: Figure[];
  /** The paths under the output folder each first load fetches, by figure name (for the e2e check). */
  firstLoadFiles: Record<string, string[]>;
  /** Everything each first load downloads, as text, by figure name (what words it carries: issue 19). */
  firstLoadTexts: Record<string, string>;
}

/** A fixed build time: the page (and so its size) must not depend on when the test runs. */
const BUILD_TIME = Date.UTC(2026, 0, 1);

export async function measureSizes(root: string, budgets: Budgets): Promise<Sizes> {
  const [bundle, templates, prerenderer] = await Promise.all([bundleRuntime({ root }), loadTemplates(root), bundlePrerender(root)]);
  const sizes: Sizes = { firstLoads: [], lazyChunks: [], firstLoadFiles: {}, firstLoadTexts: {} };
  const assetPart = (file: string, entry?: string): Part => ({ file, entry, bytes: gzipSize([assetContents(bundle, file)]) });

  for (const [name, firstLoad] of Object.entries(budgets.firstLoads)) {
    const page = await renderPage(root, firstLoad.station, bundle, templates, prerenderer).catch(async (error: unknown) => {
      await prerenderer.close();
      throw error;
    });
    const parts: Part[] = [{ file: page.path, bytes: gzipSize([withoutStationCode(page.html)]) }];
    const seen = new Set<string>();
    for (const file of pageAssetPaths(bundle)) parts.push(assetPart(file)), seen.add(file);
    for (const entry of firstLoad.fetchedBeforeInteraction) {
      for (const file of lazyChunkPaths(bundle, entry)) if (!seen.has(file)) parts.push(assetPart(file, entry)), seen.add(file);
    }
    sizes.firstLoads.push(figure(name, parts));
    sizes.firstLoadFiles[name] = parts.map((part) => part.file);
    const decoder = new TextDecoder();
    sizes.firstLoadTexts[name] = [page.html, ...parts.slice(1).map((part) => decoder.decode(assetContents(bundle, part.file)))].join('\n');
  }
  await prerenderer.close();
  for (const entry of lazyEntryNames(bundle)) {
    sizes.lazyChunks.push(figure(entry, lazyChunkPaths(bundle, entry).map((file) => assetPart(file))));
  }
  return sizes;
}

const figure = (name: string, parts: Part[]): Figure => ({ name, parts, bytes: parts.reduce((sum, p) => sum + p.bytes, 0) });

/** The station's page as `build` renders it (`<id>/index.html`), with the repository's shared config. */
async function renderPage(
  root: string,
  stationFile: string,
  bundle: RuntimeBundle,
  templates: Awaited<ReturnType<typeof loadTemplates>>,
  prerenderer: Prerenderer,
) {
  const id = Number(basename(stationFile, '.json'));
  const checked = await checkStations({ stations: [id], stationsDir: dirname(stationFile) }, root);
  const check = checked.ok ? checked.stations[0] : undefined;
  if (!checked.ok || !check?.ok) throw new Error(`${stationFile} is not a valid station: ${JSON.stringify(checked)}`);
  const prerendered = await prerenderStations([check.station], checked.project.config.publicUrl, prerenderer);
  const ctx = { project: checked.project, bundle, templates, outDir: 'dist', firstLoadAssetsGzip: 0, prerendered };
  const rendered = renderStation(check.station, BUILD_TIME, ctx);
  const page = rendered.files.find((file) => file.path === `${id}/index.html`)!;
  return { path: page.path, html: new TextDecoder().decode(page.contents) };
}

/** The page without the station's inlined custom CSS/JS: those bytes are the operator's, not ours. */
function withoutStationCode(html: string): string {
  return html
    .replace(/<style id="station-css">[\s\S]*?<\/style>/, '')
    .replace(/<script id="station-js">[\s\S]*?<\/script>/, '');
}
