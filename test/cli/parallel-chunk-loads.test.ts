import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { bundleRuntime } from '../../cli/bundle/bundle-runtime';
import { REPO_ROOT } from '../support/repo-root';

const text = (contents: Uint8Array) => new TextDecoder().decode(contents);
const out = mkdtempSync(join(tmpdir(), 'radio-embed-parallel-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

test('a lazy chunk and the chunk it shares with another are requested together, not one after the other', async () => {
  const bundle = await bundleRuntime({ root: REPO_ROOT, entryPoint: 'test/fixtures/bundle/parallel/entry.ts' });
  const byName = (pattern: RegExp) => bundle.files.find((file) => pattern.test(file.path))!.path.split('/').pop()!;
  const lazyA = byName(/lazy-a-\w+\.js$/);
  const lazyB = byName(/lazy-b-\w+\.js$/);
  const sharedChunk = bundle.files
    .map((file) => file.path.split('/').pop()!)
    .find((name) => name.startsWith('chunk-') && text(bundle.files.find((f) => f.path.endsWith(name))!.contents).includes('the shared module'))!;
  expect(sharedChunk).toBeDefined();

  const firstLoad = [bundle.entry.script, ...bundle.entry.chunks].map((path) => text(bundle.files.find((file) => file.path === path)!.contents)).join('\n');
  for (const lazy of [lazyA, lazyB]) {
    expect(firstLoad).toContain(`Promise.all([import("../assets/${lazy}"),import("../assets/${sharedChunk}")])`);
  }

  // The rewritten code still works: load it as a browser would, from the page's folder.
  for (const file of bundle.files) {
    mkdirSync(dirname(join(out, file.path)), { recursive: true });
    writeFileSync(join(out, file.path), file.contents);
  }
  const page = await import(pathToFileURL(join(out, bundle.entry.script)).href);
  expect((await page.loadA()).a()).toBe('a uses the shared module');
  expect((await page.loadB()).b()).toBe('b uses the shared module');
});
