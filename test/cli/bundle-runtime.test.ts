import { describe, expect, test } from 'vitest';
import { bundleRuntime } from '../../cli/bundle/bundle-runtime';
import { CliError } from '../../cli/errors/cli-error';
import { formatReport } from '../../cli/errors/problem';
import { REPO_ROOT } from '../support/repo-root';

const text = (contents: Uint8Array) => new TextDecoder().decode(contents);

describe('bundleRuntime', { timeout: 30_000 }, () => {
  test('splits lazy code into its own chunk, outside what the page loads first', async () => {
    const bundle = await bundleRuntime({ root: REPO_ROOT, entryPoint: 'test/fixtures/bundle/entry.tsx' });
    const paths = bundle.files.map((file) => file.path);
    expect(paths.every((path) => /^assets\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/.test(path))).toBe(true);
    expect(bundle.entry.styles).toEqual([expect.stringMatching(/^assets\/entry-\w+\.css$/)]);
    // shared.ts is used by the entry and the lazy module; it still loads as ONE first-load file
    // with the entry's code (oneSharedChunkPlugin), not as an extra preloaded chunk.
    expect(bundle.entry.chunks).toEqual([]);
    const script = text(bundle.files.find((file) => file.path === bundle.entry.script)!.contents);
    expect(script).toContain('body');
    const firstLoad = new Set([bundle.entry.script, ...bundle.entry.chunks, ...bundle.entry.styles]);
    const lazy = bundle.files.filter((file) => !firstLoad.has(file.path));
    expect(lazy.map((file) => text(file.contents)).join('')).toContain('lazy module loaded');
    expect(script).not.toContain('lazy module loaded');
    // The lazy chunk reaches the entry's stylesheet too, but only the page's CSS file ships.
    expect(paths.filter((path) => path.endsWith('.css'))).toEqual(bundle.entry.styles);
    // …and the production define reached it.
    expect(lazy.map((file) => text(file.contents)).join('')).toContain('production');
  });

  test('resolves react to preact/compat and minifies', async () => {
    const bundle = await bundleRuntime({ root: REPO_ROOT, entryPoint: 'test/fixtures/bundle/entry.tsx' });
    const code = bundle.files.filter((file) => file.path.endsWith('.js')).map((file) => text(file.contents)).join('\n');
    expect(code).not.toMatch(/react\.development|__SECRET_INTERNALS|react-dom\.production/);
    expect(code.split('\n').length).toBeLessThan(10);
    const css = text(bundle.files.find((file) => file.path === bundle.entry.styles[0])!.contents);
    expect(css.trim()).toBe('p{color:teal}');
  });

  test('a runtime that does not compile is a known error naming the file and line', async () => {
    const failure = await bundleRuntime({ root: REPO_ROOT, entryPoint: 'test/fixtures/bundle/broken.js' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).problems.map(formatReport)).toEqual([
      'test/fixtures/bundle/broken.js: could not bundle the runtime:\ntest/fixtures/bundle/broken.js:2:23: Unexpected ";"',
    ]);
  });

  test('the real runtime bundles into a module script with its stylesheet', async () => {
    const bundle = await bundleRuntime();
    // The page loads the shared first-load chunk directly when the entry is only a stub importing it.
    expect(bundle.entry.script).toMatch(/^assets\/(main|chunk)-\w+\.js$/);
    expect(bundle.files.map((file) => file.path)).toContain(bundle.entry.script);
  });
});
