import { build } from 'esbuild';
import { join } from 'node:path';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { PACKAGE_ROOT } from '../package-root';
import type { OutputFile } from './bundle-runtime';

/** The loader's URL stays the same across builds (operators paste it), so it is not hashed. */
export const LOADER_FILE = 'embed.js';
const LOADER_SOURCE = 'runtime/embed-api/host-loader.ts';

/**
 * `dist/embed.js`: the host-page loader that `snippet --loader` points at. A classic script
 * (it runs on sites we do not control, from a plain async tag), old-browser syntax, minified,
 * with its MIT notice kept.
 */
export async function bundleLoader(root = PACKAGE_ROOT): Promise<OutputFile> {
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [join(root, LOADER_SOURCE)],
      write: false,
      bundle: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2018',
      banner: { js: '/*! radio-embed loader (embed.js) | MIT License */' },
      legalComments: 'none',
      logLevel: 'silent',
    });
    return { path: LOADER_FILE, contents: result.outputFiles[0]!.contents };
  } catch (error) {
    const details = error instanceof Error ? error.message : String(error);
    throw new CliError([problem('BUNDLE_FAILED', { file: LOADER_SOURCE }, { details })]);
  }
}
