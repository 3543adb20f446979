import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { problem } from '../errors/problem';
import { loadProjectConfig } from '../load/load-project-config';
import { stationFile } from '../load/station-files';
import type { CliIo } from '../process';
import { reportProblems, reportWarnings } from '../report/report';
import type { ProjectContext } from '../validate/validate-project-config';
import { validateStation } from '../validate/validate-station';
import { formatJsonFile, writeFileAtomic } from './write-json-file';

/** The station file `init` or `pull` is about to write. */
export interface NewStationTarget {
  sid: number;
  stationsDir: string;
  /** Overwrite an existing file (`--force`). */
  force: boolean;
  /** `--config`: the shared settings the station will be built with. */
  config?: string;
}

export interface NewStationFile {
  /** As the user names it, e.g. `stations/42.json`. */
  file: string;
  path: string;
  project: ProjectContext;
  /**
   * Checks `raw` as `validate` will (with the shared settings; `source` names it in the messages),
   * reports its warnings and problems, and writes it only when it passes. False when it did not.
   */
  write(raw: Record<string, unknown>, source?: string): Promise<boolean>;
}

/**
 * Where a new station file goes: refuses an existing one without --force and loads the shared
 * settings first, so nothing is fetched or made for a file that cannot be written. Null (reported)
 * when either fails.
 */
export async function openNewStationFile(target: NewStationTarget, io: CliIo): Promise<NewStationFile | null> {
  const file = stationFile(target.stationsDir, target.sid);
  const path = resolve(io.cwd, file);
  if (existsSync(path) && !target.force) {
    reportProblems(io.stderr, [problem('ALREADY_EXISTS', { file })]);
    return null;
  }
  const loaded = await loadProjectConfig(target.config, io.cwd);
  if (!loaded.ok) {
    reportProblems(io.stderr, loaded.problems);
    return null;
  }
  const { project } = loaded;
  return {
    file,
    path,
    project,
    async write(raw, source = file) {
      const checked = validateStation({ id: target.sid, file: source, raw }, project);
      reportWarnings(io.stderr, checked.warnings);
      if (!checked.ok) {
        reportProblems(io.stderr, checked.problems);
        return false;
      }
      await writeFileAtomic(path, formatJsonFile(raw));
      return true;
    },
  };
}
