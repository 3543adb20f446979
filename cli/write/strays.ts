import { lstatSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { OEMBED_FILE } from '../render/render-oembed';
import { HEADERS_FILE } from './headers-file';
import { MANIFEST_FILE } from './manifest';

/** `<name>-<HASH>.<ext>`, as the bundler names every asset (bundle-runtime.ts). */
const ASSET_NAME = /^[A-Za-z0-9_.-]+-[A-Z0-9]{8}(?:\.[a-z0-9]+)+$/;
const STATION_FOLDER = /^[1-9]\d*$/;
const STATION_FILES = new Set(['index.html', 'snippet.html', OEMBED_FILE]);
/** Files the hosts read from the folder: _headers (written by the build), _worker.js (docs/operators.md). */
const HOST_FILES = new Set([MANIFEST_FILE, HEADERS_FILE, '_worker.js']);

export const isAssetName = (name: string): boolean => ASSET_NAME.test(name);
export const isStationFileName = (name: string): boolean => STATION_FILES.has(name);

/**
 * What the output folder holds that no build writes, as paths relative to it (a folder whole):
 * `drafts/`, `notes.txt`, `assets/x.html`, `7/old.html`. Only regular files of the build's layout
 * are the build's; anything else there (a symlink too) would be served by every host that serves
 * the folder, without a policy. Rebuilt station folders are left out: they are replaced whole.
 */
export function findStrays(outDir: string, rootFiles: readonly string[], rebuilt: ReadonlySet<string>): string[] {
  const strays: string[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    const { name } = entry;
    if (entry.isDirectory() && name === 'assets') strays.push(...foreignIn(outDir, name, isAssetName));
    else if (entry.isDirectory() && STATION_FOLDER.test(name)) {
      if (!rebuilt.has(name)) strays.push(...foreignIn(outDir, name, isStationFileName));
    } else if (!(entry.isFile() && (HOST_FILES.has(name) || rootFiles.includes(name)))) strays.push(entry.isDirectory() ? `${name}/` : name);
  }
  return strays.sort();
}

function foreignIn(outDir: string, folder: string, ours: (name: string) => boolean): string[] {
  return readdirSync(join(outDir, folder), { withFileTypes: true })
    .filter((entry) => !(entry.isFile() && ours(entry.name)))
    .map((entry) => `${folder}/${entry.name}${entry.isDirectory() ? '/' : ''}`);
}

/**
 * Moves the strays out of the output folder, into `<name>.strays/<time>/` beside it (same file
 * system: renames), keeping their paths. Moved rather than deleted: they are someone's files.
 * Returns where the folder of this run's strays is.
 */
export function moveStrays(outDir: string, strays: readonly string[], now = new Date()): string {
  const target = join(dirname(outDir), `${basename(outDir)}.strays`, now.toISOString().replace(/[:.]/g, '-'));
  for (const path of strays) {
    const to = join(target, path);
    mkdirSync(dirname(to), { recursive: true });
    if (exists(join(outDir, path))) renameSync(join(outDir, path), to);
  }
  return target;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
