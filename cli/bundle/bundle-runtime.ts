import { build, type BuildFailure, type BuildOptions as EsbuildOptions, type BuildResult, context, type Metafile, type Plugin } from 'esbuild';
import { basename, join, relative } from 'node:path';
import { integrity } from '../csp/csp-hash';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { PACKAGE_ROOT } from '../package-root';
import { inlineCssPlugin, type InlineCss } from './inline-css-plugin';
import { keptRuntimeBundle } from './kept-runtime-bundle';
import { oneSharedChunkPlugin } from './one-shared-chunk-plugin';
import { parallelChunkLoadsPlugin } from './parallel-chunk-loads-plugin';

/** One output file, by its path under the output folder (`assets/main-AB12CD34.js`). */
export interface OutputFile {
  path: string;
  contents: Uint8Array;
}

export interface RuntimeBundle {
  /** Every content-hashed file of the bundle, lazy chunks included; all under `assets/`. */
  files: OutputFile[];
  /** What a page must load before any click, as paths under the output folder. */
  entry: {
    script: string;
    /** Chunks the entry imports statically (to be modulepreloaded). */
    chunks: string[];
    styles: string[];
  };
  /** Subresource Integrity (`sha256-…`) of each first-load file, by path. */
  integrity: Record<string, string>;
  /** CSP hashes of the stylesheets the runtime inserts as <style> (`?inline` imports). */
  inlineStyleHashes: string[];
  /**
   * The app's lazy entry (`runtime/app.tsx`) where the page's script is the first paint's: every
   * other lazy part is fetched once the app is there (or with it). Absent for another entry.
   */
  app?: string;
  /**
   * esbuild's account of the build: which source entry (the page's, each `import()` target) made
   * which output and what each output imports. Its output keys end in the names `files` has under
   * `assets/`; byte counts are before parallelChunkLoadsPlugin's rewrite (measure `files`).
   */
  metafile: Metafile;
}

export interface BundleOptions {
  /** Package root holding `runtime/`; the installed package by default. */
  root?: string;
  /** The runtime's entry, relative to root: the page's script (the first paint's, by default). */
  entryPoint?: string;
  /** More esbuild plugins, run before the build's own (the preview's vendor split). */
  plugins?: Plugin[];
  /**
   * Merge everything the first load needs into one chunk (oneSharedChunkPlugin); on by default.
   * The preview turns it off: it is about bytes on the wire and costs a rebuild ~30 ms.
   */
  oneSharedChunk?: boolean;
}

export const ASSETS_DIR = 'assets';

/**
 * Bundles the browser runtime once for the whole run: ES modules with code splitting (so later
 * features can be imported lazily as their own chunks), React resolved to preact/compat, every
 * name content-hashed so pages of every station share the same cached files.
 */
export async function bundleRuntime(options: BundleOptions = {}): Promise<RuntimeBundle> {
  // Another caller's plugins make a bundle of their own: never kept.
  if (options.plugins) return bundleAnew(options);
  const { root = PACKAGE_ROOT, entryPoint = PAGE_ENTRY, oneSharedChunk = true } = options;
  return keptRuntimeBundle(JSON.stringify([root, entryPoint, oneSharedChunk]), root, () => bundleAnew(options));
}

async function bundleAnew(options: BundleOptions): Promise<RuntimeBundle> {
  const setup = runtimeBuild(options);
  try {
    return setup.toBundle(await build(setup.options));
  } catch (error) {
    throw asBundleError(error, setup.entryPoint);
  }
}

/** An incremental bundler for `preview`: `rebuild()` redoes only what changed since the last one. */
export interface RuntimeContext {
  rebuild(): Promise<RuntimeBundle>;
  dispose(): Promise<void>;
}

export async function createRuntimeContext(options: BundleOptions = {}): Promise<RuntimeContext> {
  const setup = runtimeBuild(options);
  const ctx = await context(setup.options);
  return {
    async rebuild() {
      try {
        return setup.toBundle(await ctx.rebuild());
      } catch (error) {
        throw asBundleError(error, setup.entryPoint);
      }
    },
    dispose: () => ctx.dispose(),
  };
}

/** The page's script: the first paint's (runtime/main.ts), which imports the app on intent. */
export const PAGE_ENTRY = 'runtime/main.ts';
/**
 * The app (preact, the player, every first-screen component): a lazy chunk of the default entry.
 * Its stylesheet is the page's (the prerendered first paint needs it), and every other lazy part
 * shares one chunk with it (oneSharedChunkPlugin).
 */
export const APP_ENTRY = 'runtime/app.tsx';
/**
 * A privacy station's geo lookup before any app (issue 36): a first-paint chunk such a page
 * preloads with its own files (the other pages never fetch it).
 */
export const GEO_FIRST_ENTRY = 'runtime/first-paint/geo-first.ts';
/** The first paint's own lazy parts: they never pull the app in (oneSharedChunkPlugin). */
const FIRST_PAINT_DIR = 'runtime/first-paint';

/** What the browser bundle and the build's prerender (bundle-prerender.ts) are compiled alike with. */
export function runtimeEsbuildBase(root: string) {
  return {
    absWorkingDir: root,
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    // Files referenced by the runtime (images, fonts) are fetched relative to the page (dist/<id>/).
    publicPath: `../${ASSETS_DIR}`,
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
  } satisfies EsbuildOptions;
}

function runtimeBuild(options: BundleOptions) {
  const root = options.root ?? PACKAGE_ROOT;
  const entryPoint = options.entryPoint ?? PAGE_ENTRY;
  // Another entry (a test's tiny runtime) is its own app.
  const appEntry = entryPoint === PAGE_ENTRY ? APP_ENTRY : entryPoint;
  const inlineCss: InlineCss = inlineCssPlugin();
  const esbuildOptions = {
    ...runtimeEsbuildBase(root),
    entryPoints: [entryPoint],
    // Nothing is written by esbuild itself (write: false); this folder only shapes the names.
    outdir: join(root, '.bundle', ASSETS_DIR),
    write: false,
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    plugins: [
      ...(options.plugins ?? []),
      inlineCss.plugin,
      ...(options.oneSharedChunk === false ? [] : [oneSharedChunkPlugin(appEntry, FIRST_PAINT_DIR)]),
      parallelChunkLoadsPlugin(),
    ],
    metafile: true,
    logLevel: 'silent',
  } satisfies EsbuildOptions;
  const toOutputPath = (path: string) => `${ASSETS_DIR}/${basename(path)}`;
  const toBundle = (result: BuildResult<typeof esbuildOptions>): RuntimeBundle => {
    const entry = entryFiles(result.metafile, relative(root, join(root, entryPoint)), toOutputPath);
    const firstLoad = new Set([entry.script, ...entry.chunks, ...entry.styles]);
    // esbuild gives every lazy chunk that reaches a stylesheet its own CSS file, but nothing can
    // link those (lazy features carry their CSS `?inline`): only the page's stylesheet ships.
    const files = result.outputFiles
      .map((file) => ({ path: toOutputPath(file.path), contents: file.contents }))
      .filter((file) => !file.path.endsWith('.css') || firstLoad.has(file.path));
    return {
      files,
      entry,
      integrity: Object.fromEntries(files.filter((f) => firstLoad.has(f.path)).map((f) => [f.path, integrity(f.contents)])),
      inlineStyleHashes: inlineCss.hashesFor(Object.keys(result.metafile.inputs)),
      metafile: result.metafile,
      ...(appEntry === entryPoint ? {} : { app: appEntry }),
    };
  };
  return { options: esbuildOptions, entryPoint, toBundle };
}

function asBundleError(error: unknown, entryPoint: string): unknown {
  if (!isBuildFailure(error)) return error;
  // One line per compiler error, `file:line:column: text`, like every other message here.
  const details = error.errors
    .map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text))
    .join('\n');
  return new CliError([problem('BUNDLE_FAILED', { file: entryPoint }, { details })]);
}

/**
 * The entry's script, the chunks it imports statically (transitively) and its CSS. esbuild gives
 * the entry's stylesheet every stylesheet its lazy chunks import too (the app's, for the first
 * paint's script): the prerendered page is painted with the app's styles.
 */
function entryFiles(metafile: Metafile, entryPoint: string, toOutputPath: (path: string) => string): RuntimeBundle['entry'] {
  const outputs = metafile.outputs;
  const entryKey = Object.keys(outputs).find((key) => outputs[key]!.entryPoint === entryPoint);
  if (!entryKey) throw new Error(`esbuild produced no output for ${entryPoint}`);
  const chunks = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const output = outputs[key]!;
    if (output.cssBundle) styles.add(output.cssBundle);
    for (const imported of output.imports) {
      if (imported.kind === 'import-statement' && !imported.external && !chunks.has(imported.path)) {
        chunks.add(imported.path);
        visit(imported.path);
      }
    }
  };
  visit(entryKey);
  // With one shared chunk (oneSharedChunkPlugin) the entry file is only `import "./chunk-….js"`:
  // load that chunk as the page's script and skip a file and a round trip.
  const entryOutput = outputs[entryKey]!;
  const [onlyChunk, ...more] = [...chunks];
  const entryIsStub = onlyChunk !== undefined && more.length === 0 && entryOutput.exports.length === 0 &&
    entryOutput.bytes < 64;
  if (entryIsStub) chunks.delete(onlyChunk);
  return {
    script: toOutputPath(entryIsStub ? onlyChunk : entryKey),
    chunks: [...chunks].map(toOutputPath),
    styles: [...styles].map(toOutputPath),
  };
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}
