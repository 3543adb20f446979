import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * The output folder's real path, symlinks resolved: the lock and the staging folder are taken
 * beside it, so two builds reach the same lock however they spell the folder (`dist`, a symlink to
 * it, `./x/../dist`). A folder that does not exist yet is its real parent's entry; a symlink to a
 * folder not yet made is followed to where it points.
 */
export function realOutputPath(path: string, depth = 0): string {
  try {
    return realpathSync(path);
  } catch (error) {
    // ENOTDIR, ELOOP, EACCES: the path as given; writing reports what is wrong with it.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || depth > 40) return path;
  }
  if (isSymlink(path)) return realOutputPath(resolve(dirname(path), readlinkSync(path)), depth + 1);
  const parent = dirname(path);
  return parent === path ? path : join(realOutputPath(parent, depth + 1), basename(path));
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
