import type { Metafile } from 'esbuild';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSETS_DIR, type RuntimeBundle } from '../bundle/bundle-runtime';

/** Gzip size of each file, summed: what a listener downloads when each is served compressed. */
export function gzipSize(files: readonly (string | Uint8Array)[]): number {
  return files.reduce((total, contents) => total + gzipSync(contents, { level: 9 }).byteLength, 0);
}

/** `9.8 KB` (1 KB = 1024 bytes). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The bundle files a page links before any script runs: its script, the chunks that imports, its CSS. */
export function pageAssetPaths(bundle: RuntimeBundle): string[] {
  return [bundle.entry.script, ...bundle.entry.chunks, ...bundle.entry.styles];
}

/**
 * Every lazily loaded part of the runtime, named by the source file its `import()` targets
 * (`runtime/setup/engine-setup.ts`), as esbuild's metafile records it: names stay put while
 * content hashes change with every edit.
 */
export function lazyEntryNames(bundle: RuntimeBundle): string[] {
  const pageEntry = pageEntryKey(bundle);
  return Object.entries(bundle.metafile.outputs)
    .filter(([key, output]) => key !== pageEntry && output.entryPoint !== undefined && key.endsWith('.js'))
    .map(([, output]) => output.entryPoint!)
    .sort();
}

/**
 * What loading one lazy part fetches after the page's own files and the app (every other part
 * comes once the app is there, or with it: bundle.app): its chunk and every chunk that imports
 * statically, transitively (parallelChunkLoadsPlugin requests them together), as paths under the
 * output folder.
 */
export function lazyChunkPaths(bundle: RuntimeBundle, entryName: string): string[] {
  const onPage = new Set(pageAssetPaths(bundle));
  if (bundle.app && entryName !== bundle.app) for (const path of chunkClosure(bundle, bundle.app)) onPage.add(path);
  return chunkClosure(bundle, entryName).filter((path) => !onPage.has(path));
}

function chunkClosure(bundle: RuntimeBundle, entryName: string): string[] {
  const outputs = bundle.metafile.outputs;
  const key = Object.keys(outputs).find((k) => outputs[k]!.entryPoint === entryName && k.endsWith('.js'));
  if (!key) throw new Error(`the build has no lazy chunk for ${entryName}; it has: ${lazyEntryNames(bundle).join(', ')}`);
  return [...staticClosure(outputs, key)].map(assetPath);
}

/** The contents of bundle files, by path under the output folder. */
export function assetContents(bundle: RuntimeBundle, path: string): Uint8Array {
  const file = bundle.files.find((f) => f.path === path);
  if (!file) throw new Error(`the build has no file ${path}`);
  return file.contents;
}

const assetGzipSizes = new WeakMap<RuntimeBundle, Map<string, number>>();

/**
 * The gzip bytes of bundle files, each gzipped on its own as a CDN serves it; remembered per file,
 * since every station that preloads the app (or a language) would gzip the same 35 KB again.
 */
export function assetsGzipSize(bundle: RuntimeBundle, paths: readonly string[]): number {
  let sizes = assetGzipSizes.get(bundle);
  if (!sizes) assetGzipSizes.set(bundle, (sizes = new Map()));
  let total = 0;
  for (const path of paths) {
    let size = sizes.get(path);
    if (size === undefined) sizes.set(path, (size = gzipSize([assetContents(bundle, path)])));
    total += size;
  }
  return total;
}

/** Metafile keys are `.bundle/assets/<name>`; the files are `assets/<name>`. */
const assetPath = (key: string): string => `${ASSETS_DIR}/${basename(key)}`;

function pageEntryKey(bundle: RuntimeBundle): string | undefined {
  const outputs = bundle.metafile.outputs;
  // The page's entry is the one output no other output imports, dynamically or not.
  const imported = new Set(Object.values(outputs).flatMap((o) => o.imports.map((i) => i.path)));
  return Object.keys(outputs).find((k) => outputs[k]!.entryPoint !== undefined && k.endsWith('.js') && !imported.has(k));
}

function staticClosure(outputs: Metafile['outputs'], key: string, found = new Set<string>()): Set<string> {
  if (found.has(key)) return found;
  found.add(key);
  for (const i of outputs[key]?.imports ?? []) {
    if (i.kind === 'import-statement' && !i.external) staticClosure(outputs, i.path, found);
  }
  return found;
}
