import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir` (and every entry beside it, to catch stray temp folders) with its bytes. */
export async function snapshotDir(dir: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const walk = async (relative: string) => {
    for (const entry of await readdir(join(dir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else snapshot[path] = (await readFile(join(dir, path))).toString('base64');
    }
  };
  await walk('');
  return snapshot;
}
