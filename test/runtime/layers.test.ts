// The runtime's layers (issue 31, docs/architecture.md "Layers"): a runtime folder imports values
// only from its own layer or below, and the folder graph has no cycle but the known knot. The
// upward imports that remain are listed below, each with what would remove it; a new one fails
// here, naming the rule, and so does a listed one that is gone (strike it from the list and from
// docs/architecture.md). Counts value imports only (test/runtime/support/folder-graph.ts).
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { cycles, type FolderImport, folderImports } from './support/folder-graph';

/** Bottom to top; a folder may import values from its own layer and the layers below it. */
export const LAYERS: readonly (readonly string[])[] = [
  ['contract'],
  ['lib'],
  ['config', 'stores'],
  ['streams'],
  ['features/i18n'],
  ['engine'],
  ['actions'],
  ['player'],
  ['ui'],
  [
    'embed-api',
    'features/ads',
    'features/consent',
    'features/eu-consent',
    'features/integrations',
    'features/listening',
    'features/metadata',
    'features/privacy',
    'features/recent',
    'features/social',
    'features/targeting',
    'features/tracking',
  ],
  ['features'],
  ['first-paint'],
  ['app', 'main', 'prerender'],
];

/**
 * The upward imports today (the knot): importing file → the folder it reaches up to. Each goes
 * when its remedy (docs/architecture.md "Layers") lands; never add one.
 */
export const KNOWN_UPWARD: readonly string[] = [
  'actions/engine-setup.ts → features/listening',
  'actions/stream-url-for.ts → features/consent',
  'actions/stream-url-for.ts → features/privacy',
  'actions/stream-url-for.ts → features/targeting',
  'ui/Player.tsx → features/listening',
  'ui/Player.tsx → features/privacy',
  'ui/Player.tsx → features/recent',
  'ui/Player.tsx → features/social',
];

const layerOf = (folder: string): number => LAYERS.findIndex((layer) => layer.includes(folder));
const named = ({ file, to }: FolderImport): string => `${file} → ${to}`;

/** The imports that reach a higher layer than their folder's. */
export function upwardImports(imports: readonly FolderImport[]): FolderImport[] {
  return imports.filter(({ from, to }) => layerOf(to) > layerOf(from));
}

/** What the layer rule says of a graph: new upward imports, listed ones gone, folders with no layer. */
export function layerFindings(imports: readonly FolderImport[], known: readonly string[] = KNOWN_UPWARD): string[] {
  const upward = new Set(upwardImports(imports).map(named));
  const unplaced = new Set(imports.flatMap(({ from, to }) => [from, to]).filter((folder) => layerOf(folder) < 0));
  return [
    ...[...unplaced].map((folder) => `runtime layers: ${folder} has no layer: add it to LAYERS (test/runtime/layers.test.ts) and to docs/architecture.md "Layers"`),
    ...[...upward].filter((edge) => !known.includes(edge)).map((edge) => `runtime layers: upward import ${edge}: a lower layer gets what it needs from above injected (a parameter, a registration, an event), not imported (docs/architecture.md "Layers")`),
    ...known.filter((edge) => !upward.has(edge)).map((edge) => `runtime layers: ${edge} is gone: strike it from KNOWN_UPWARD and from docs/architecture.md's knot`),
  ];
}

describe('the runtime’s layers', () => {
  const imports = folderImports(join(REPO_ROOT, 'runtime'));

  test('every value import goes down or stays in its layer, but the listed knot', () => {
    expect(layerFindings(imports)).toEqual([]);
  });

  test('without the knot’s upward imports the folder graph has no cycle', () => {
    const known = new Set(KNOWN_UPWARD);
    expect(cycles(imports.filter((edge) => !known.has(named(edge))))).toEqual([]);
    // With them, today, one knot (logged for the record: issue 31 counted twelve folders).
    console.info(`runtime folder cycles today: ${cycles(imports).map((knot) => knot.join(', ')).join(' | ') || 'none'}`);
  });

  test('a new upward import fails, naming the rule; a listed one that is gone fails too', () => {
    const today = [...imports, { file: 'engine/new.ts', from: 'engine', to: 'ui' }];
    expect(layerFindings(today)).toEqual([
      'runtime layers: upward import engine/new.ts → ui: a lower layer gets what it needs from above injected (a parameter, a registration, an event), not imported (docs/architecture.md "Layers")',
    ]);
    expect(layerFindings(imports, [...KNOWN_UPWARD, 'lib/x.ts → ui'])).toEqual([
      "runtime layers: lib/x.ts → ui is gone: strike it from KNOWN_UPWARD and from docs/architecture.md's knot",
    ]);
    expect(layerFindings([{ file: 'widgets/a.ts', from: 'widgets', to: 'lib' }])[0]).toContain('widgets has no layer');
  });

  test('finds cycles between folders', () => {
    const edge = (from: string, to: string): FolderImport => ({ file: `${from}/x.ts`, from, to });
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd'), edge('d', 'e'), edge('e', 'd')])).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(cycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });
});
