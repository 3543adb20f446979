import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir`, as `/`-separated paths relative to it; [] when it does not exist. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(dir, path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}
