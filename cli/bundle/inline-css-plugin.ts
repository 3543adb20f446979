import { type Plugin, transform } from 'esbuild';
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
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
      const workDir = build.initialOptions.absWorkingDir ?? process.cwd();
      // The module's path is relative to the working directory: esbuild's content hashes (the
      // chunks' names) take a plugin module's path in, so an absolute one would make every name,
      // and the gzip figures by a byte or two, depend on where the checkout is.
      build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
        path: relative(workDir, resolve(dirname(args.importer), args.path.replace(/\?inline$/, ''))).split(sep).join('/'),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = resolve(workDir, args.path);
        const { mtimeMs } = statSync(file);
        let css = minified.get(file)?.mtimeMs === mtimeMs ? minified.get(file)!.css : undefined;
        if (css === undefined) {
          css = (await transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true })).code.trim();
          minified.set(file, { mtimeMs, css });
        }
        hashes.set(`${NAMESPACE}:${args.path}`, cspHash(css));
        return { contents: `export default ${JSON.stringify(css)};`, loader: 'js', watchFiles: [file] };
      });
    },
  };
  return {
    plugin,
    hashesFor: (inputs) => inputs.flatMap((input) => hashes.get(input) ?? []).sort(),
  };
}
