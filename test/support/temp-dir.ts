import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { track } from './leftovers';

/** A fresh directory under the OS temp dir, and how to remove it again. */
export interface TempDir {
  path: string;
  remove(): Promise<void>;
}

export async function makeTempDir(prefix: string): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), `radio-embed-${prefix}-`));
  const untrack = track({ dir: path });
  return {
    path,
    async remove() {
      await rm(path, { recursive: true, force: true });
      untrack();
    },
  };
}
