import { type Plugin, transform } from 'esbuild';
import { readFileSync, statSync } from 'node:fs';
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
  // The preview rebuilds on every save: a stylesheet that did not change is not minified again.
  const minified = new Map<string, { mtimeMs: number; css: string }>();
  const plugin: Plugin = {
    name: 'radio-embed-inline-css',
    setup(build) {
      build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
        path: resolve(dirname(args.importer), args.path.replace(/\?inline$/, '')),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const { mtimeMs } = statSync(args.path);
        let css = minified.get(args.path)?.mtimeMs === mtimeMs ? minified.get(args.path)!.css : undefined;
        if (css === undefined) {
          css = (await transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true })).code.trim();
          minified.set(args.path, { mtimeMs, css });
        }
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
