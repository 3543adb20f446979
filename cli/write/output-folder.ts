import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type Manifest, MANIFEST_FILE, parseManifest } from './manifest';

/**
 * What `--out-dir` names before a build writes to it. Only a missing or empty folder, or one that
 * holds a previous build (recognised by our own manifest.json), may be written: anything else
 * (`--out-dir .`, `--out-dir /`) would be listed in the manifest and published.
 */
export type OutputFolder =
  | { kind: 'absent' }
  | { kind: 'empty' }
  | { kind: 'previous-build'; manifest: Manifest }
  | { kind: 'foreign' };

export function inspectOutputFolder(outDir: string): OutputFolder {
  let entries: string[];
  try {
    if (!statSync(outDir).isDirectory()) return { kind: 'foreign' };
    entries = readdirSync(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: a file where a parent folder should be; writing reports it.
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    throw error;
  }
  if (entries.length === 0) return { kind: 'empty' };
  const manifest = parseManifest(readRegularFile(join(outDir, MANIFEST_FILE)) ?? '');
  return manifest ? { kind: 'previous-build', manifest } : { kind: 'foreign' };
}

/** The file's text when it is a regular file (a symlink is not followed), else undefined. */
function readRegularFile(path: string): string | undefined {
  try {
    return lstatSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Names beside the output folder (same file system, so renames are atomic): the staging folder
 * of a run and the lock. They start with `.<name>.` so that they are recognisably the build's.
 */
export function besideOutput(outDir: string) {
  const prefix = join(dirname(outDir), `.${basename(outDir)}.`);
  return {
    stagingPrefix: `${prefix}tmp-`,
    lock: `${prefix}lock`,
    lockPrefix: `${prefix}lock.`,
  };
}
