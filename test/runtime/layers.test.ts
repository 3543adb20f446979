// The runtime's layers (issue 31, docs/architecture.md "Layers"): a runtime folder imports values
// only from its own layer or below, so the folder graph has no cycle. Both are checked here on the
// code as it is (test/runtime/support/folder-graph.ts counts value imports only), and
// `npm run lint` refuses an upward import as it is written (.oxlintrc.json, "runtime layers"),
// which the last test shows on files of its own.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';
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
  // The registry (features/registry.ts) and the engine's setup: the features put together.
  ['features', 'setup'],
  ['first-paint'],
  ['app', 'main', 'prerender'],
];

const layerOf = (folder: string): number => LAYERS.findIndex((layer) => layer.includes(folder));
const named = ({ file, to }: FolderImport): string => `${file} → ${to}`;

/** What the layer rule says of a graph: its upward imports and its folders with no layer, as messages. */
export function layerFindings(imports: readonly FolderImport[]): string[] {
  const upward = new Set(imports.filter(({ from, to }) => layerOf(to) > layerOf(from)).map(named));
  const unplaced = new Set(imports.flatMap(({ from, to }) => [from, to]).filter((folder) => layerOf(folder) < 0));
  return [
    ...[...unplaced].map((folder) => `runtime layers: ${folder} has no layer: add it to LAYERS (test/runtime/layers.test.ts) and to docs/architecture.md "Layers"`),
    ...[...upward].map((edge) => `runtime layers: upward import ${edge}: a lower layer gets what it needs from above injected (a parameter, a registration, an event), not imported (docs/architecture.md "Layers")`),
  ];
}

describe('the runtime’s layers', () => {
  const imports = folderImports(join(REPO_ROOT, 'runtime'));

  test('every value import goes down or stays in its layer', () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(layerFindings(imports)).toEqual([]);
  });

  test('the folder graph has no cycle (issue 31 counted one through twelve folders)', () => {
    expect(cycles(imports)).toEqual([]);
  });

  test('an upward import fails, naming the rule; a folder with no layer too', () => {
    expect(layerFindings([...imports, { file: 'engine/new.ts', from: 'engine', to: 'ui' }])).toEqual([
      'runtime layers: upward import engine/new.ts → ui: a lower layer gets what it needs from above injected (a parameter, a registration, an event), not imported (docs/architecture.md "Layers")',
    ]);
    // The three that made the knot, were they written again.
    const knot = [
      { file: 'actions/engine-setup.ts', from: 'actions', to: 'features/listening' },
      { file: 'actions/stream-url-for.ts', from: 'actions', to: 'features/privacy' },
      { file: 'ui/Player.tsx', from: 'ui', to: 'features/social' },
    ];
    expect(layerFindings(knot)).toHaveLength(3);
    expect(cycles([...imports, ...knot]).length).toBeGreaterThan(0);
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

/**
 * `npm run lint` on files of this test's own, in a folder laid out as the repository with its
 * .oxlintrc.json: each upward import as it is written fails, with the rule's message; imports that
 * go down, a type import upward and a feature's own files pass.
 */
describe('lint refuses an upward import in every layer', () => {
  let dir: TempDir;
  const UPWARD: Record<string, string> = {
    'runtime/lib/x.ts': "import { noTrack } from '../stores/track';",
    'runtime/config/x.ts': "import { buildStreamUrl } from '../streams/stream-url';",
    'runtime/streams/x.ts': "import { createEngine } from '../engine/create-engine';",
    'runtime/features/i18n/x.ts': "import { Player } from '../../ui/Player';",
    'runtime/features/i18n/locales/en/x.ts': "import { log } from '../../../../engine/create-engine';",
    'runtime/engine/x.ts': "import { createPlayback } from '../actions/playback';",
    'runtime/actions/x.ts': "import { ListeningButton } from '../features/listening/menu/ListeningButton';",
    'runtime/player/x.ts': "import { FEATURES } from '../features/registry';",
    'runtime/ui/x.tsx': "import { ShareButton } from '../features/social/ui/ShareButton';",
    'runtime/ui/controls/x.tsx': "import { social } from '../../features/social/face';",
    'runtime/features/social/x.ts': "import { FEATURES } from '../registry';",
    'runtime/features/social/ui/x.ts': "import { setUpEngine } from '../../../setup/engine-setup';",
    'runtime/embed-api/x.ts': "import { FEATURES } from '../features/registry';",
    'runtime/setup/x.ts': "import { startApp } from '../app';",
    'runtime/first-paint/x.ts': "import { startApp } from '../app';",
  };
  const FINE: Record<string, string> = {
    'runtime/actions/fine.ts': "import type { Feature } from '../player/types';\nimport { buildStreamUrl } from '../streams/stream-url';",
    'runtime/ui/controls/fine.tsx': "import { usePlayer } from '../../player/context';\nimport { OverlayButton } from './OverlayButton';",
    'runtime/features/social/fine.ts': "import { OverlayButton } from '../../ui/controls/OverlayButton';\nimport { recordHeard } from '../recent/public/record-heard';",
    'runtime/setup/fine.ts': "import { FEATURES } from '../features/registry';",
  };
  /** What lint says, by file: the restricted imports' help (the rule's message). */
  const found = new Map<string, string[]>();

  beforeAll(async () => {
    dir = await makeTempDir('layers-lint');
    copyFileSync(join(REPO_ROOT, '.oxlintrc.json'), join(dir.path, '.oxlintrc.json'));
    for (const [file, line] of Object.entries({ ...UPWARD, ...FINE })) {
      mkdirSync(dirname(join(dir.path, file)), { recursive: true });
      writeFileSync(join(dir.path, file), `${line}\nexport const used = [${line.match(/\{ (\w+) \}/g)!.map((names) => names.slice(2, -2)).join(', ')}];\n`);
    }
    const oxlint = join(REPO_ROOT, 'node_modules/.bin/oxlint');
    const report = await promisify(execFile)(oxlint, ['-c', '.oxlintrc.json', '--format', 'json', 'runtime'], { cwd: dir.path }).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
    const { diagnostics } = JSON.parse(report) as { diagnostics: { filename: string; code: string; help?: string }[] };
    for (const { filename, code, help } of diagnostics) {
      if (code === 'eslint(no-restricted-imports)') found.set(filename, [...(found.get(filename) ?? []), help ?? '']);
    }
  }, 60_000);
  afterAll(() => dir?.remove());

  test.each(Object.keys(UPWARD))('%s', (file) => {
    const folder = file.replace(/\/x\.tsx?$/, '').replace(/^runtime\/features\/social(\/ui)?$/, 'runtime/features/<name>').replace(/\/locales\/en$|(?<=runtime\/ui)\/controls$/, '');
    expect(found.get(file)).toEqual([expect.stringMatching(new RegExp(`^runtime layers: ${folder}/ .*imports values .*injected \\(a parameter, a registration, an event\\)`))]);
  });

  test('downward imports, a type import upward and another feature’s public surface pass', () => {
    expect(Object.keys(FINE).filter((file) => found.has(file))).toEqual([]);
    expect(found.size).toBe(Object.keys(UPWARD).length);
  });
});
