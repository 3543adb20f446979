import { type Plugin, transform } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { cspHash } from '../csp/csp-hash';

const NAMESPACE = 'inline-css';

/** The plugin and what it found: the CSP hash of every `?inline` stylesheet, by input name. */
export interface InlineCss {
  plugin: Plugin;
  /** Hashes of the stylesheets the last build used (as named in its metafile inputs). */
  hashesFor(inputs: readonly string[]): string[];
}

/**
 * `import css from './x.css?inline'` gives the stylesheet as a minified string (Vite's
 * convention, so vitest reads the same import). The page's Content-Security-Policy allows no
 * inline style it does not know the hash of, so each text's sha256 is kept for style-src.
 */
export function inlineCssPlugin(): InlineCss {
  const hashes = new Map<string, string>();
  const plugin: Plugin = {
    name: 'radio-embed-inline-css',
    setup(build) {
      build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
        path: resolve(dirname(args.importer), args.path.replace(/\?inline$/, '')),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const css = (await transform(source, { loader: 'css', minify: true })).code.trim();
        hashes.set(`${NAMESPACE}:${args.path}`, cspHash(css));
        return { contents: `export default ${JSON.stringify(css)};`, loader: 'js', watchFiles: [args.path] };
      });
    },
  };
  return {
    plugin,
    hashesFor: (inputs) => inputs.flatMap((input) => hashes.get(input) ?? []).sort(),
  };
}
