import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** The sources a runtime is written in. */
const SOURCE = /\.[cm]?[jt]sx?$/;
/** esbuild's default resolveExtensions, in its order (an import without one finds the first). */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
/** A literal relative dynamic import, `import('./x')` or `import("../y/z")`. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * Every module under `dir` that a source under `dir` imports with a literal relative `import()`,
 * as absolute paths. Read from the files, not from the order esbuild meets the imports in: a
 * bundle must not depend on which of its modules esbuild happened to resolve or load first
 * (one-shared-chunk-plugin.ts says why it did). Comments are left out, so a module named in a
 * comment's example is not counted; a path that names no file is not either (esbuild reports it).
 */
export async function dynamicImportTargets(dir: string): Promise<Set<string>> {
  const targets = new Set<string>();
  for (const file of await sourceFiles(dir)) {
    const code = withoutComments(await readFile(file, 'utf8'));
    for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
      const target = await resolveRelative(dirname(file), specifier!);
      if (target && target.startsWith(dir + sep)) targets.add(target);
    }
  }
  return targets;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Block and line comments blanked out (a `//` inside a string may blank the rest of its line: the plugin's check then names the import it missed). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '');
}

const isFile = async (path: string): Promise<boolean> => (await stat(path).catch(() => undefined))?.isFile() ?? false;

/** The file a relative import names, as esbuild finds it: as written, with an extension, `.js` written for `.ts`, or an index. */
async function resolveRelative(from: string, specifier: string): Promise<string | undefined> {
  const path = resolve(from, specifier);
  const candidates = [
    path,
    ...EXTENSIONS.map((extension) => path + extension),
    ...(/\.[cm]?jsx?$/.test(path) ? ['.ts', '.tsx'].map((extension) => path.replace(/\.([cm]?)js(x?)$/, '') + extension) : []),
    ...EXTENSIONS.map((extension) => join(path, `index${extension}`)),
  ];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}
