import { build, type BuildFailure, type Metafile } from 'esbuild';
import { basename, join, relative } from 'node:path';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { PACKAGE_ROOT } from '../package-root';

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
}

export interface BundleOptions {
  /** Package root holding `runtime/`; the installed package by default. */
  root?: string;
  /** The runtime's entry, relative to root. */
  entryPoint?: string;
}

export const ASSETS_DIR = 'assets';

/**
 * Bundles the browser runtime once for the whole run: ES modules with code splitting (so later
 * features can be imported lazily as their own chunks), React resolved to preact/compat, every
 * name content-hashed so pages of every station share the same cached files.
 */
export async function bundleRuntime(options: BundleOptions = {}): Promise<RuntimeBundle> {
  const root = options.root ?? PACKAGE_ROOT;
  const entryPoint = options.entryPoint ?? 'runtime/main.tsx';
  // Nothing is written by esbuild itself (write: false); this folder only shapes the names.
  const outdir = join(root, '.bundle', ASSETS_DIR);
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entryPoint],
      outdir,
      write: false,
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      target: 'es2020',
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
      metafile: true,
      logLevel: 'silent',
    });
    const toOutputPath = (path: string) => `${ASSETS_DIR}/${basename(path)}`;
    return {
      files: result.outputFiles.map((file) => ({ path: toOutputPath(file.path), contents: file.contents })),
      entry: entryFiles(result.metafile, relative(root, join(root, entryPoint)), toOutputPath),
    };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    // One line per compiler error, `file:line:column: text`, like every other message here.
    const details = error.errors
      .map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text))
      .join('\n');
    throw new CliError([problem('BUNDLE_FAILED', { file: entryPoint }, { details })]);
  }
}

/** The entry's script, the chunks it imports statically (transitively) and its CSS. */
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
  return {
    script: toOutputPath(entryKey),
    chunks: [...chunks].map(toOutputPath),
    styles: [...styles].map(toOutputPath),
  };
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}
