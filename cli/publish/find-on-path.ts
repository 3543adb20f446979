import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The first executable named `name` in the PATH's folders, as a shell would find it; undefined when none. */
export function findOnPath(name: string, path: string | undefined): string | undefined {
  for (const dir of (path ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next folder.
    }
  }
  return undefined;
}
