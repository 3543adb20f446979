import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { bundleRuntime } from '../../cli/bundle/bundle-runtime';
import { keepRuntimeBundles } from '../../cli/bundle/kept-runtime-bundle';
import { makeTempDir, type TempDir } from '../support/temp-dir';

// A long-lived builder (the e2e build service) keeps the runtime's bundle between runs; a kept
// bundle must never outlive a change to a file it was made from, nor a plain CLI run's single use.
let root: TempDir;
const entry = 'runtime/entry.ts';
const text = (contents: Uint8Array) => new TextDecoder().decode(contents);
const scriptOf = (bundle: Awaited<ReturnType<typeof bundleRuntime>>) => text(bundle.files.find((file) => file.path === bundle.entry.script)!.contents);

beforeAll(async () => {
  root = await makeTempDir('kept-bundle');
  await mkdir(join(root.path, 'runtime'));
  await writeFile(join(root.path, 'runtime/words.ts'), 'export const words = "first words";\n');
  await writeFile(join(root.path, entry), 'import { words } from "./words";\ndocument.title = words;\n');
});
afterAll(() => root.remove());
// Keeping, once asked, is on for the rest of the process (as for the build service): the next
// file in this worker (isolate: false) gets the CLI's modules evaluated afresh, keeping off.
afterAll(() => vi.resetModules());

test('until a process asks, every call bundles anew', async () => {
  // Modules of its own, as a new process has: another test here has asked already if it ran first.
  vi.resetModules();
  const fresh = await import('../../cli/bundle/bundle-runtime');
  const first = await fresh.bundleRuntime({ root: root.path, entryPoint: entry });
  expect(await fresh.bundleRuntime({ root: root.path, entryPoint: entry })).not.toBe(first);
});

test('kept: the same bundle while its sources are unchanged, a new one once an imported file changes', async () => {
  keepRuntimeBundles();
  const first = await bundleRuntime({ root: root.path, entryPoint: entry });
  expect(await bundleRuntime({ root: root.path, entryPoint: entry })).toBe(first);
  // Another size, so the change is seen whatever the file system's mtime granularity.
  await writeFile(join(root.path, 'runtime/words.ts'), 'export const words = "the second words";\n');
  const changed = await bundleRuntime({ root: root.path, entryPoint: entry });
  expect(changed).not.toBe(first);
  expect(scriptOf(changed)).toContain('the second words');
  expect(scriptOf(first)).toContain('first words');
});

test('kept per entry: another entry is bundled on its own', async () => {
  keepRuntimeBundles();
  const kept = await bundleRuntime({ root: root.path, entryPoint: entry });
  await writeFile(join(root.path, 'runtime/other.ts'), 'document.title = "other";\n');
  const other = await bundleRuntime({ root: root.path, entryPoint: 'runtime/other.ts' });
  expect(scriptOf(other)).toContain('"other"');
  const again = await bundleRuntime({ root: root.path, entryPoint: entry });
  expect(again).toBe(kept);
  expect(scriptOf(again)).toMatch(/first words|the second words/);
  expect(scriptOf(again)).not.toContain('"other"');
});
