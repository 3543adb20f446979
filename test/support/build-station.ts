import { execFile } from 'node:child_process';
import { access, cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BuildAnswer, type BuildRequest, BUILD_SERVICE_ENV } from './build-service';
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
  /** The temp dir holding `dist/` (and, where the CLI ran as a process, `stations/` and the config). */
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
 * `radio-embed build --station <id> --stations-dir <tmp>/stations --out-dir <tmp>/dist`.
 * Throws with the CLI's output when it exits non-zero.
 */
export async function buildStation(station: StationFile, options: BuildOptions = {}): Promise<BuiltStation> {
  const [built] = await buildStations([station], options);
  return built!;
}

/**
 * Builds several stations in one run of the real CLI (`build --station a --station b …`, one
 * shared bundle, as an operator builds a catalogue). They share one temp dir and `dist/`; it is
 * deleted once every one of them has been `remove()`d.
 *
 * In an e2e run the e2e build service runs the CLI (build-service.ts, started by the global setup):
 * a CLI process costs about 1.3 CPU s whatever it builds, a build in the service about 0.2, and
 * an identical request (the same files and config) is not built again. Its `dist/` is copied here,
 * so each caller still owns the files it serves. Elsewhere (no service) the CLI runs as a process.
 */
export async function buildStations(stations: StationFile[], { config }: BuildOptions = {}): Promise<BuiltStation[]> {
  const ids = stations.map((station) => station.station.sid);
  const dir = await makeTempDir(`station-${ids.join('-')}`);
  const distDir = join(dir.path, 'dist');
  try {
    const service = process.env[BUILD_SERVICE_ENV];
    const { stdout, stderr } = service ? await buildByService(service, { stations, config }, distDir) : await buildByProcess(stations, config, dir.path, distDir);
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

type CliOutput = { stdout: string; stderr: string };

/** The service's build (shared with identical requests), its `dist/` copied to `distDir`. */
async function buildByService(service: string, request: BuildRequest, distDir: string): Promise<CliOutput> {
  const response = await fetch(service, { method: 'POST', body: JSON.stringify(request) });
  if (!response.ok) throw new Error(`the e2e build service answered ${response.status}: ${await response.text()}`);
  const { code, stdout, stderr, distDir: built } = (await response.json()) as BuildAnswer;
  if (code !== 0) throw Object.assign(new Error(`it exited with code ${code}`), { stdout, stderr });
  await cp(built, distDir, { recursive: true });
  return { stdout, stderr };
}

/** `node bin/radio-embed.js build --station … --stations-dir <root>/stations --out-dir <root>/dist [--config …]`. */
async function buildByProcess(stations: StationFile[], config: BuildOptions['config'], root: string, distDir: string): Promise<CliOutput> {
  const stationsDir = join(root, 'stations');
  await mkdir(stationsDir);
  const args = ['bin/radio-embed.js', 'build'];
  for (const station of stations) {
    const id = station.station.sid;
    await writeFile(join(stationsDir, `${id}.json`), JSON.stringify(station, null, 2));
    args.push('--station', String(id));
  }
  args.push('--stations-dir', stationsDir, '--out-dir', distDir);
  if (config) {
    const configPath = join(root, 'radio-embed.config.json');
    await writeFile(configPath, JSON.stringify(config, null, 2));
    args.push('--config', configPath);
  }
  return run(process.execPath, args, { cwd: REPO_ROOT });
}
