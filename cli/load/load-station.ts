import { resolve } from 'node:path';
import type { Problem } from '../errors/problem';
import type { StationSource } from '../validate/validate-station';
import { readJsonFile } from './read-json-file';
import { stationFile } from './station-files';

export type LoadedStation = { ok: true; source: StationSource } | { ok: false; problem: Problem };

/** Reads `<stationsDir>/<id>.json`; a missing or malformed file is a problem naming that file. */
export async function loadStation(id: number, stationsDir: string, cwd: string): Promise<LoadedStation> {
  const file = stationFile(stationsDir, id);
  const read = await readJsonFile(resolve(cwd, file), file);
  if (!read.ok) return read;
  return { ok: true, source: { id, file, raw: read.value } };
}
