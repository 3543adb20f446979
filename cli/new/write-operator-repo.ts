import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type FolderRefusal = 'FOLDER_NOT_EMPTY' | 'NOT_A_FOLDER';

/**
 * Why `folder` cannot take a new repo, or undefined when it can: it does not exist yet, or is an
 * empty folder. Anything in it (even a lone .git or README) might be someone's work: never mixed in.
 */
export async function refuseFolder(folder: string): Promise<FolderRefusal | undefined> {
  const found = await stat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!found) return undefined;
  if (!found.isDirectory()) return 'NOT_A_FOLDER';
  return (await readdir(folder)).length > 0 ? 'FOLDER_NOT_EMPTY' : undefined;
}

/** Writes `files` (path → contents) under `folder`, making the folders they need. */
export async function writeOperatorRepo(folder: string, files: Record<string, string>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    // 'wx': a file that appeared since the check is not overwritten.
    await writeFile(join(folder, path), contents, { flag: 'wx' });
  }
}
