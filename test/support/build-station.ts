import { execFile } from 'node:child_process';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './repo-root';
import { makeTempDir } from './temp-dir';

const run = promisify(execFile);

/** A station file (station-config.md); only `station` and one stream source are required. */
export interface StationFile {
  station: { sid: number; title: string; [field: string]: unknown };
  data: { audioHls?: string; audioFlash?: string; audioHtml?: string; [field: string]: unknown };
  [section: string]: unknown;
}

export interface BuildOptions {
  /** Written as the shared `radio-embed.config.json` and passed with `--config`. */
  config?: Record<string, unknown>;
}

/** What the real CLI wrote for one station. */
export interface BuiltStation {
  id: number;
  /** The temp dir holding `stations/`, the config and `dist/`. */
  root: string;
  /** The `dist/` dir: serve it with the static server and open `/<id>/`. */
  distDir: string;
  stdout: string;
  stderr: string;
  /** Deletes everything under `root` (for stations built together: once the last of them asks). */
  remove(): Promise<void>;
}

/**
 * Builds one station with the real CLI, as an operator would:
 * `node bin/radio-embed.js build --station <id> --stations-dir <tmp>/stations --out-dir <tmp>/dist`.
 * Throws with the CLI's output when it exits non-zero.
 */
export async function buildStation(station: StationFile, options: BuildOptions = {}): Promise<BuiltStation> {
  const [built] = await buildStations([station], options);
  return built!;
}

/**
 * Builds several stations in one run of the real CLI (`build --station a --station b …`, one
 * shared bundle, as an operator builds a catalogue): a CLI run costs a second or two of CPU
 * whatever the number of stations, so a file that needs several builds them at once. They share
 * one temp dir and `dist/`; it is deleted once every one of them has been `remove()`d.
 */
export async function buildStations(stations: StationFile[], { config }: BuildOptions = {}): Promise<BuiltStation[]> {
  const ids = stations.map((station) => station.station.sid);
  const dir = await makeTempDir(`station-${ids.join('-')}`);
  const stationsDir = join(dir.path, 'stations');
  const distDir = join(dir.path, 'dist');
  await mkdir(stationsDir);
  const args = ['bin/radio-embed.js', 'build'];
  for (const station of stations) {
    const id = station.station.sid;
    await writeFile(join(stationsDir, `${id}.json`), JSON.stringify(station, null, 2));
    args.push('--station', String(id));
  }
  args.push('--stations-dir', stationsDir, '--out-dir', distDir);
  if (config) {
    const configPath = join(dir.path, 'radio-embed.config.json');
    await writeFile(configPath, JSON.stringify(config, null, 2));
    args.push('--config', configPath);
  }
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: REPO_ROOT });
    for (const id of ids) {
      const page = join(distDir, String(id), 'index.html');
      await access(page).catch(() => {
        throw Object.assign(new Error(`it exited 0 but wrote no ${page}`), { stdout, stderr });
      });
    }
    let left = ids.length;
    const remove = async () => {
      if (--left === 0) await dir.remove();
    };
    return ids.map((id) => ({ id, root: dir.path, distDir, stdout, stderr, remove }));
  } catch (error) {
    await dir.remove();
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`radio-embed build --station ${ids.join(' --station ')} failed: ${message}\n${stdout}\n${stderr}`);
  }
}
