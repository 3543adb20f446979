// The runtime writes preact, not React (issue 31 §3's bytes): `react` and `react-dom` resolve to
// preact/compat (cli/bundle/bundle-runtime.ts's alias), a 1.2 KB gzip layer over preact that the
// app never loads. A lazy chunk importing a hook from `react` carried all of it: the ads, privacy,
// share and EU consent chunks were 1.2–1.5 KB gzip larger each for hooks preact/hooks exports
// itself. Type imports cost nothing and stay allowed.
import { transformSync } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { valueImports } from './support/folder-graph';

const COMPAT = new Set(['react', 'react-dom', 'react-dom/client', 'preact/compat']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

test('no runtime file imports a value from react, react-dom or preact/compat', () => {
  const runtime = join(REPO_ROOT, 'runtime');
  const offenders = sourceFiles(runtime).flatMap((file) => {
    const { code } = transformSync(readFileSync(file, 'utf8'), { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', jsxImportSource: 'preact', format: 'esm' });
    return valueImports(code)
      .filter((specifier) => COMPAT.has(specifier))
      .map((specifier) => `${relative(runtime, file)} imports ${specifier}: import the hook from preact/hooks, render from preact`);
  });
  expect(offenders).toEqual([]);
});
