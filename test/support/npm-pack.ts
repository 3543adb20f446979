import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One file of a tarball, as `npm pack --json` lists it. */
export interface PackedFile {
  path: string;
  size: number;
}

/** What `npm pack --json` says of a tarball: its name, gzip size, unpacked size and files. */
export interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: PackedFile[];
}

/**
 * `npm pack` in `dir` (its `prepare` script, building build/cli.js, runs first, as for a publish);
 * with `destination`, the tarball is written there, else only listed (--dry-run).
 */
export async function npmPack(dir: string, destination?: string): Promise<PackResult> {
  const where = destination === undefined ? ['--dry-run'] : ['--pack-destination', destination];
  const { stdout } = await run('npm', ['pack', '--json', '--loglevel=error', ...where], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  // The prepare script's own output comes first; the JSON is the last thing printed.
  const [result] = JSON.parse(stdout.slice(stdout.indexOf('\n[') + 1)) as PackResult[];
  return result!;
}
