import { uniqueReports, type Problem, type Warning } from '../errors/problem';
import { loadProjectConfig } from '../load/load-project-config';
import { loadStation } from '../load/load-station';
import { listStationIds } from '../load/station-files';
import type { StationFile } from '../../contract/station-file/station-file';
import type { ProjectContext } from '../validate/validate-project-config';
import { validateStation } from '../validate/validate-station';

export interface CheckOptions {
  /** Station ids, or every `<id>.json` of the stations folder. */
  stations: readonly number[] | 'all';
  /** As given on the command line, relative to the working directory. */
  stationsDir: string;
  /** undefined: radio-embed.config.json when present. */
  config?: string;
  /** Unknown keys are errors instead of warnings. */
  strict?: boolean;
}

/** One station's verdict: valid (with its parsed file) or its problems; warnings either way. */
export type StationCheck = { id: number; file: string; warnings: Warning[] } & (
  | { ok: true; station: StationFile }
  | { ok: false; problems: Problem[] }
);

/**
 * `ok: false` only when nothing can be checked: the shared config is bad or the stations folder
 * is missing. Otherwise every station has its own verdict, so one bad file never hides another.
 */
export type CheckResult =
  | { ok: true; project: ProjectContext; stations: StationCheck[]; warnings: Warning[] }
  | { ok: false; problems: Problem[]; warnings: Warning[] };

/** Reads the shared config and every requested station file and checks each one. */
export async function checkStations(options: CheckOptions, cwd: string): Promise<CheckResult> {
  const project = await loadProjectConfig(options.config, cwd);
  const [projectWarnings, projectUnknown] = splitStrict(project.warnings, options.strict);
  const problems: Problem[] = [...(project.ok ? [] : project.problems), ...projectUnknown];
  const warnings: Warning[] = [...projectWarnings];

  let ids: readonly number[] = [];
  if (options.stations === 'all') {
    const listing = await listStationIds(options.stationsDir, cwd);
    if (listing.ok) {
      ids = listing.ids;
      warnings.push(...listing.warnings);
    } else problems.push(...listing.problems);
  } else ids = options.stations;

  // Without valid shared settings a station cannot be merged, so none is checked.
  if (!project.ok || problems.length > projectUnknown.length) {
    const stationProblems = project.ok ? [] : await missingFiles(ids, options, cwd);
    return { ok: false, problems: uniqueReports([...problems, ...stationProblems]), warnings: uniqueReports(warnings) };
  }
  const stations = await Promise.all(ids.map((id) => checkStation(id, options, project.project, cwd)));
  if (projectUnknown.length > 0) {
    // --strict and an unknown key in the shared config: no station may be built, all are reported.
    const all = allReports({ ok: true, project: project.project, stations, warnings });
    return { ok: false, problems: uniqueReports([...projectUnknown, ...all.problems]), warnings: all.warnings };
  }
  return { ok: true, project: project.project, stations, warnings: uniqueReports(warnings) };
}

async function checkStation(id: number, options: CheckOptions, project: ProjectContext, cwd: string): Promise<StationCheck> {
  const loaded = await loadStation(id, options.stationsDir, cwd);
  if (!loaded.ok) return { id, file: loaded.problem.file, ok: false, problems: [loaded.problem], warnings: [] };
  const result = validateStation(loaded.source, project);
  const [warnings, unknown] = splitStrict(result.warnings, options.strict);
  const file = loaded.source.file;
  if (!result.ok || unknown.length > 0) {
    const problems = [...(result.ok ? [] : result.problems), ...unknown];
    return { id, file, ok: false, problems: uniqueReports(problems), warnings };
  }
  return { id, file, ok: true, station: result.station, warnings };
}

/** Files that cannot even be read are worth reporting beside a bad shared config. */
async function missingFiles(ids: readonly number[], options: CheckOptions, cwd: string): Promise<Problem[]> {
  const loaded = await Promise.all(ids.map((id) => loadStation(id, options.stationsDir, cwd)));
  return loaded.flatMap((l) => (l.ok ? [] : [l.problem]));
}

/** With --strict, unknown-key warnings become problems: [kept warnings, new problems]. */
function splitStrict(warnings: readonly Warning[], strict = false): [Warning[], Problem[]] {
  if (!strict) return [[...warnings], []];
  const unknown = warnings.filter((w) => w.code === 'UNKNOWN_KEY');
  return [warnings.filter((w) => w.code !== 'UNKNOWN_KEY'), unknown.map((w) => ({ ...w, code: 'UNKNOWN_KEY' }))];
}

/** Every problem and warning of a check, in file order: the project's first, then each station's. */
export function allReports(result: CheckResult): { problems: Problem[]; warnings: Warning[] } {
  if (!result.ok) return { problems: result.problems, warnings: result.warnings };
  const problems = result.stations.flatMap((s) => (s.ok ? [] : s.problems));
  const warnings = [...result.warnings, ...result.stations.flatMap((s) => s.warnings)];
  return { problems: uniqueReports(problems), warnings: uniqueReports(warnings) };
}
