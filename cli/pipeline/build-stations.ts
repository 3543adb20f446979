import { join, relative, resolve } from 'node:path';
import { bundleLoader } from '../bundle/bundle-loader';
import { bundlePrerender } from '../bundle/bundle-prerender';
import { bundleRuntime, type OutputFile } from '../bundle/bundle-runtime';
import { UnwritablePolicy } from '../csp/csp-policy-text';
import { type Problem, problem, uniqueReports, type Warning, warning } from '../errors/problem';
import { stationFile } from '../load/station-files';
import type { CliIo } from '../process';
import { gzipSize } from '../report/first-load';
import type { BuiltStation } from '../report/report';
import { loadTemplates } from '../render/templates';
import type { StationFile } from '../../contract/station-file/station-file';
import type { PreviousBuild } from '../write/previous-build';
import { realOutputPath } from '../write/real-output-path';
import { stationOutput, type StationOutput, writeBuild } from '../write/write-build';
import { type CheckOptions, checkStations } from './check-stations';
import { openOutput } from './open-output';
import { firstLoadAssets, prerenderStations, type RenderContext, type RenderedStation, renderStation } from './render-station';

export interface BuildOptions extends CheckOptions {
  /** The output folder as given, relative to the working directory. */
  outDir: string;
}

/** A station that was not built: its problems; its previous output stays as it was. */
export interface FailedStation {
  id: number;
  problems: Problem[];
}

export interface BuildResult {
  /** True when every requested station was built (or was already up to date). */
  ok: boolean;
  /** Problems that stopped the whole run (the shared config, the stations folder). */
  problems: Problem[];
  warnings: Warning[];
  /** Stations whose output was written… */
  built: BuiltStation[];
  /** …or was already exactly what this run would write (left untouched). */
  unchanged: BuiltStation[];
  failed: FailedStation[];
}

/**
 * Builds with another runtime entry (relative to the package root) than runtime/main.ts: tests
 * and benchmarks that are about the pipeline, not the player, bundle a tiny one in milliseconds.
 */
export const RUNTIME_ENTRY_ENV = 'RADIO_EMBED_RUNTIME_ENTRY';

/** Progress as stations are checked and rendered, for a terminal's status line. */
export type BuildProgress = (done: number, total: number, failed: number) => void;

/**
 * `radio-embed build`: checks every requested station; bundles the runtime once; renders every
 * valid station in memory and writes what changed. Each station stands alone: a bad one is
 * reported, writes nothing and keeps its previous output, and the others are built. Only a bad
 * shared config (or a missing stations folder) stops the run before anything is written.
 */
export async function buildStations(options: BuildOptions, io: CliIo, onProgress: BuildProgress = () => {}): Promise<BuildResult> {
  // The real path: the lock is taken beside the folder itself, however it is spelled.
  const outDir = realOutputPath(resolve(io.cwd, options.outDir));
  const otherEntry = io.env[RUNTIME_ENTRY_ENV] || undefined;
  // esbuild bundles in its own process while the stations are checked here. Another runtime entry
  // (a test's tiny one) has no player to prerender.
  const shared = Promise.all([
    bundleRuntime({ entryPoint: otherEntry }),
    bundleLoader(),
    loadTemplates(),
    otherEntry ? undefined : bundlePrerender(),
  ]);
  // Nobody waits for it when the check fails; its failure is reported only when it is used.
  shared.catch(() => undefined);
  // A run that renders nothing still closes the prerender's window.
  const closeUnused = (): void => void shared.then(([, , , prerenderer]) => prerenderer?.close(), () => undefined);
  const checked = await checkStations(options, io.cwd);
  if (!checked.ok) {
    closeUnused();
    return { ok: false, problems: checked.problems, warnings: checked.warnings, built: [], unchanged: [], failed: [] };
  }
  const warnings = [...checked.warnings];
  const failed: FailedStation[] = [];
  const valid = [];
  for (const check of checked.stations) {
    warnings.push(...check.warnings);
    if (check.ok) valid.push(check.station);
    else failed.push({ id: check.id, problems: check.problems });
  }
  const total = checked.stations.length;
  onProgress(failed.length, total, failed.length);
  const result = { problems: [], built: [] as BuiltStation[], unchanged: [] as BuiltStation[], failed };
  if (valid.length === 0) {
    closeUnused();
    return { ...result, ok: failed.length === 0, warnings: uniqueReports(warnings) };
  }

  const [bundle, loader, templates, prerenderer] = await shared;
  let prerendered;
  try {
    prerendered = prerenderer && (await prerenderStations(valid, checked.project.config.publicUrl, prerenderer));
  } finally {
    await prerenderer?.close();
  }
  // From here to the end of the write, this run alone reads and writes the output folder.
  const opened = await openOutput(outDir, options.outDir, io);
  if (!opened.ok) return { ...result, ok: false, problems: opened.problems, warnings: uniqueReports(warnings) };
  const { previous, lock, reached } = opened.output;
  try {
    const ctx: RenderContext = {
      project: checked.project,
      bundle,
      templates,
      outDir: options.outDir,
      firstLoadAssetsGzip: gzipSize(firstLoadAssets(bundle)),
      prerendered,
    };
    // The stations' own shared files (the tab's icon, one per accent), each written once.
    const pageAssets = new Map<string, OutputFile>();
    const stations = renderStations(valid, ctx, previous, buildTimeFrom(io.env), (id, rendered) => {
      if ('refused' in rendered) failed.push({ id, problems: [problem('UNWRITABLE_POLICY', { file: stationFile(options.stationsDir, id) }, { reason: rendered.refused })] });
      else {
        for (const asset of rendered.station.assets) pageAssets.set(asset.path, asset);
        warnings.push(...rendered.station.warnings);
        (rendered.output.changed ? result.built : result.unchanged).push(rendered.station.built);
      }
      onProgress(failed.length + result.built.length + result.unchanged.length, total, failed.length);
    });
    const policy = { settings: checked.project.config.csp, runtimeStyleHashes: bundle.inlineStyleHashes, entryScript: bundle.entry.script };
    const written = await writeBuild(outDir, { assets: [...bundle.files, ...pageAssets.values()], rootFiles: [loader], stations, previous, policy }, { shownOutDir: options.outDir, lock, reached });
    const movedTo = written.straysMovedTo === undefined ? '' : relative(io.cwd, written.straysMovedTo) || '.';
    for (const path of written.strays) warnings.push(warning('STRAY_MOVED', { file: join(options.outDir, path) }, { to: join(movedTo, path) }));
  } finally {
    lock.release();
  }
  return { ...result, ok: failed.length === 0, warnings: uniqueReports(warnings) };
}

type Rendered = { station: RenderedStation; output: StationOutput } | { refused: string };

/**
 * Every valid station's files, in memory, each compared with what the output folder holds. A
 * station whose policy fails its check before it is written (csp-policy-text.ts) is refused alone.
 */
function renderStations(
  valid: readonly StationFile[],
  ctx: RenderContext,
  previous: PreviousBuild,
  pinnedTime: number | undefined,
  onRendered: (id: number, rendered: Rendered) => void,
): StationOutput[] {
  return valid.flatMap((station) => {
    const id = station.station.sid;
    try {
      const rendered = renderWithKeptTime(station, ctx, previous, pinnedTime);
      onRendered(id, rendered);
      return [rendered.output];
    } catch (error) {
      if (!(error instanceof UnwritablePolicy)) throw error;
      onRendered(id, { refused: error.reason });
      return [];
    }
  });
}

/**
 * A page keeps its build time while nothing else in it changes, so an unchanged station is
 * byte-identical to its published page and is not rewritten (nor uploaded again).
 */
function renderWithKeptTime(station: StationFile, ctx: RenderContext, previous: PreviousBuild, pinnedTime: number | undefined) {
  const id = station.station.sid;
  const now = Date.now();
  const keptTime = pinnedTime ?? previous.buildTime(id) ?? now;
  let rendered = renderStation(station, keptTime, ctx);
  let output = stationOutput(id, rendered.files, rendered, previous);
  if (output.changed && keptTime !== (pinnedTime ?? now)) {
    rendered = renderStation(station, now, ctx);
    output = stationOutput(id, rendered.files, rendered, previous);
  }
  return { station: rendered, output };
}

/**
 * SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention) pins the build time, so the
 * same inputs give byte-identical pages; otherwise pages keep theirs until they change.
 */
export function buildTimeFrom(env: CliIo['env']): number | undefined {
  const epoch = env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? Number(epoch) * 1000 : undefined;
}
