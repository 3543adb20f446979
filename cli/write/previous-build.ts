import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from './manifest';
import type { OutputFolder } from './output-folder';

/**
 * The output folder before this run. Its manifest is only a hint: whether a file is unchanged is
 * read from the file itself, and what the manifest says about a station (build time, policy) is
 * validated before it is used, so a hand-edited manifest cannot put anything into what is written.
 */
export interface PreviousBuild {
  outDir: string;
  /** The folder exists (files are switched in one by one, not renamed in as one folder). */
  exists: boolean;
  manifest?: Manifest;
  /** The build time inlined in a station's current page, if the manifest gives a plausible one. */
  buildTime(id: number): number | undefined;
  /** True when the regular file at `path` (under the output folder) holds exactly `contents`. */
  holds(path: string, contents: Uint8Array): boolean;
  /** The file's bytes when it is a regular file (a symlink is not followed). */
  read(path: string): Buffer | undefined;
}

export function readPreviousBuild(outDir: string, folder: OutputFolder): PreviousBuild {
  const manifest = folder.kind === 'previous-build' ? folder.manifest : undefined;
  return {
    outDir,
    exists: folder.kind !== 'absent',
    manifest,
    buildTime(id) {
      const time: unknown = (manifest?.stations[String(id)] as { buildTime?: unknown } | undefined)?.buildTime;
      return typeof time === 'number' && Number.isSafeInteger(time) && time >= 0 ? time : undefined;
    },
    holds: (path, contents) => withRegularFile(join(outDir, path), (fd, size) => size === contents.byteLength && readFileSync(fd).equals(contents)) ?? false,
    read: (path) => withRegularFile(join(outDir, path), (fd) => readFileSync(fd)),
  };
}

/** Runs `use` on the open file when `path` is a regular file; undefined otherwise. */
function withRegularFile<T>(path: string, use: (fd: number, size: number) => T): T | undefined {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    return stat.isFile() ? use(fd, stat.size) : undefined;
  } finally {
    closeSync(fd);
  }
}
