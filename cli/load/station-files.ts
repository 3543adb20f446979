import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { problem, type Problem, type Warning, warning } from '../errors/problem';

/** Station ids are positive integers written without leading zeros: `42.json`. */
const STATION_FILE = /^([1-9]\d*)\.json$/;

/** The station file for an id, as the user would name it (`stations/42.json`). */
export function stationFile(stationsDir: string, id: number): string {
  return join(stationsDir, `${id}.json`);
}

export type StationListing = { ok: true; ids: number[]; warnings: Warning[] } | { ok: false; problems: Problem[] };

/** Every station id in the stations folder (for `--all`), in numeric order. */
export async function listStationIds(stationsDir: string, cwd: string): Promise<StationListing> {
  let names: string[];
  try {
    names = await readdir(resolve(cwd, stationsDir));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, problems: [problem('DIRECTORY_NOT_FOUND', { file: stationsDir })] };
    throw error;
  }
  const ids: number[] = [];
  const warnings: Warning[] = [];
  for (const name of names.sort()) {
    const match = STATION_FILE.exec(name);
    // An id above 2^53 would be rounded into another station's: not a station file.
    if (match && Number.isSafeInteger(Number(match[1]))) ids.push(Number(match[1]));
    else if (name.endsWith('.json')) warnings.push(warning('NOT_A_STATION_FILE', { file: join(stationsDir, name) }));
  }
  if (ids.length === 0) return { ok: false, problems: [problem('NO_STATION_FILES', { file: stationsDir })] };
  return { ok: true, ids: ids.sort((a, b) => a - b), warnings };
}
