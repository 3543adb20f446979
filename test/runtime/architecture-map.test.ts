// docs/architecture.md's runtime map names every runtime folder and every feature, and nothing
// that is not there (issue 31: the map had left out listening, i18n and recent).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';

/** The folders directly under `dir`, sorted. */
function foldersIn(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The map: the first code block under "## The runtime". */
function runtimeMap(markdown: string): string {
  const section = markdown.slice(markdown.indexOf('\n## The runtime\n'));
  const block = /```\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/architecture.md has no runtime map under "## The runtime"');
  return block[1]!;
}

/** The folders the map names: `runtime/<folder>/` at a line's start, and features as `  <name>/` below runtime/features/. */
function mappedFolders(map: string): { folders: string[]; features: string[] } {
  const folders = [...map.matchAll(/^runtime\/([\w-]+)\//gm)].map((m) => m[1]!);
  const features = map
    .split('\n')
    .filter((line) => /^ {2}[\w-]+\//.test(line))
    .flatMap((line) => [...line.trim().split(/\s{2,}/)[0]!.matchAll(/([\w-]+)\//g)].map((m) => m[1]!));
  return { folders: [...new Set(folders)].sort(), features: [...new Set(features)].sort() };
}

describe("docs/architecture.md's runtime map", () => {
  const map = runtimeMap(readFileSync(join(REPO_ROOT, 'docs/architecture.md'), 'utf8'));

  test('names each runtime/<folder> that exists, and no other', () => {
    expect(mappedFolders(map).folders).toEqual(foldersIn('runtime'));
  });

  test('names each runtime/features/<name> that exists, and no other', () => {
    expect(mappedFolders(map).features).toEqual(foldersIn('runtime/features'));
  });

  test('reads folders and features as the map writes them', () => {
    const sample = 'runtime/lib/   the kernel\n  consent/   CMP   face: x\n  tracking/, targeting/ the vendors\n                 more text/ here\n';
    expect(mappedFolders(sample)).toEqual({ folders: ['lib'], features: ['consent', 'targeting', 'tracking'] });
  });
});
