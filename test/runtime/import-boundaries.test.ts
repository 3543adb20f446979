// The lint rule that keeps features apart (issue 16, .oxlintrc.json): a feature imports another
// only through its public surface — its face.ts or a module in its public/ folder — at any depth
// inside its folder. Runs the project's own oxlint config on files laid out as in runtime/features/,
// in a scratch folder, so the source tree is never touched.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let scratch: string;

/** Lints `files` (path → source) with the project's config; returns the import paths it refused. */
function refused(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(scratch, 'case-'));
  copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  let output = '';
  try {
    output = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', 'runtime'], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  return [...output.matchAll(/no-restricted-imports\): '([^']+)' import is restricted/g)].map((match) => match[1]!);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('features import each other only through their public surface', () => {
  it('refuses another feature’s internals, type imports and bodies included, at every depth', () => {
    expect(
      refused({
        'runtime/features/ads/a.ts': [
          "import { consentAllows } from '../privacy/consent-gate';",
          "import type { PrivacySession } from '../privacy/actions';",
          'export const a: unknown[] = [consentAllows, {} as PrivacySession];',
        ].join('\n'),
        'runtime/features/ads/ui/b.ts': "import { recordHeard } from '../../recent/record-heard';\nexport const b = recordHeard;\n",
        'runtime/features/ads/vast/deep/c.ts': "import { startPrivacy } from '../../../privacy/body';\nexport const c = startPrivacy;\n",
        'runtime/features/ads/d.ts': "import { x } from '../recent/public/deeper/x';\nexport const d = x;\n",
      }).sort(),
    ).toEqual(['../../../privacy/body', '../../recent/record-heard', '../privacy/actions', '../privacy/consent-gate', '../recent/public/deeper/x']);
  });

  it('lets through a face, a public/ module, its own folder, the kernel, and i18n’s words', () => {
    expect(
      refused({
        'runtime/features/ads/a.ts': [
          "import { privacy } from '../privacy/face';",
          "import { privacySettled } from '../privacy/public/settled';",
          "import { x } from './x';",
          "import { lazy } from '../../lib/lazy';",
          "import { words } from '../i18n/words';",
          "import { EN_ADS } from '../i18n/locales/en/ads';",
          'export const a = [privacy, privacySettled, x, lazy, words, EN_ADS];',
        ].join('\n'),
        'runtime/features/ads/ui/b.ts': "import { y } from '../vast/y';\nimport { z } from '../../consent/public/host-consent';\nexport const b = [y, z];\n",
      }),
    ).toEqual([]);
  });
});

describe('the lowest runtime layers import nothing above them (docs/architecture.md "Layers")', () => {
  it('refuses an upward value import from the kernel, the config, the stores, the stream rules and the engine', () => {
    expect(
      refused({
        'runtime/lib/a.ts': "import { createPlayer } from '../player/create-player';\nexport const a = createPlayer;\n",
        'runtime/config/b.ts': "import { streamUrl } from '../streams/stream-url';\nexport const b = streamUrl;\n",
        'runtime/stores/c.ts': "import { next } from '../engine/phase';\nexport const c = next;\n",
        'runtime/streams/d.ts': "import { createEngine } from '../engine/create-engine';\nexport const d = createEngine;\n",
        'runtime/engine/e.ts': [
          "import { proxiedImage } from '../ui/art/image-proxy';",
          "import { play } from '../actions/playback';",
          "import { privacy } from '../features/privacy/face';",
          'export const e = [proxiedImage, play, privacy];',
        ].join('\n'),
      }).sort(),
    ).toEqual(['../actions/playback', '../engine/create-engine', '../engine/phase', '../features/privacy/face', '../player/create-player', '../streams/stream-url', '../ui/art/image-proxy']);
  });

  it('lets through what is below, and type imports from anywhere', () => {
    expect(
      refused({
        'runtime/engine/e.ts': [
          "import { lazy } from '../lib/lazy';",
          "import { selectStream } from '../streams/select-stream';",
          "import { readConfig } from '../config/read-config';",
          "import { words } from '../features/i18n/words';",
          "import { NATIVE } from '../../contract/stream-rules/x';",
          "import type { Player } from '../player/types';",
          'export const e: unknown[] = [lazy, selectStream, readConfig, words, NATIVE, {} as Player];',
        ].join('\n'),
        'runtime/streams/s.ts': "import { x } from '../config/x';\nimport { y } from './y';\nexport const s = [x, y];\n",
      }),
    ).toEqual([]);
  });
});
