import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import { dynamicImportTargets } from './dynamic-import-targets';

/**
 * Keeps the first load at two files instead of one per sharing pattern.
 *
 * With code splitting, esbuild puts every module into a chunk named by the exact set of entry
 * points (the page entry and each dynamic `import()` target) that reach it. A runtime whose lazy
 * features each share a different slice of the core (stores, logger, preact) then loads a dozen
 * small chunks before the first click, and every extra file costs its own gzip overhead, request
 * and integrity hash. This plugin makes each lazily imported runtime module also import the page
 * entry: every module the page entry reaches is then reached by the same set of entry points and
 * lands in ONE shared chunk, while code only lazy features use stays in their own chunks.
 * (ES modules evaluate once, so the extra import of the entry changes no behaviour.)
 */
export function oneSharedChunkPlugin(entryPoint: string, apartDir?: string): Plugin {
  // `entryPoint` is the core every lazy part shares: the app (runtime/app.tsx), itself a lazy
  // chunk of the page's first-paint script, which stays apart (it shares nothing). So do the first
  // paint's own lazy parts (`apartDir`, runtime/first-paint/: the framed page's answer to its
  // loader): made to import the app, they would fetch all of it before any interaction.
  return {
    name: 'radio-embed-one-shared-chunk',
    setup(build) {
      const entry = resolve(build.initialOptions.absWorkingDir ?? process.cwd(), entryPoint);
      // Only the runtime's own lazy modules (beside the entry), never a package's.
      const runtime = dirname(entry) + sep;
      const apart = apartDir && resolve(build.initialOptions.absWorkingDir ?? process.cwd(), apartDir) + sep;
      // The lazy modules, read from the sources at each build's start (dynamic-import-targets.ts),
      // not gathered as esbuild resolves the imports: a module that a static import reached first
      // was loaded before its dynamic import was resolved, and went without the entry's import.
      // Which came first was up to the CPU: on a busy machine two builds of the same sources gave
      // 83 and 84 files, every name different.
      let lazyModules: Promise<Set<string>> | undefined;
      const lazy = () =>
        (lazyModules ??= dynamicImportTargets(runtime.slice(0, -1)).then(
          (targets) => new Set([...targets].filter((path) => !(apart && path.startsWith(apart)))),
        ));
      build.onStart(() => {
        lazyModules = undefined;
      });

      // Each dynamic import into the runtime is checked against what the sources said: one they
      // did not (a specifier the scan cannot read) fails the build rather than making the bundle
      // depend on the order again. Runtime modules import their lazy parts by relative path; esbuild
      // calls into JS only for imports the filter matches, so packages (hls.js: hundreds of files)
      // never pay for it.
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.oneSharedChunk) return undefined;
        const result = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { oneSharedChunk: true },
        });
        if (result.errors.length > 0 || !result.path.startsWith(runtime) || (apart && result.path.startsWith(apart))) return result;
        if (!(await lazy()).has(result.path)) {
          return { errors: [{ text: `import(${JSON.stringify(args.path)}) in ${relative(runtime, args.importer)}: write it as a literal relative import('./…'), the form the one-shared-chunk plugin reads` }] };
        }
        return result;
      });

      const inRuntime = new RegExp(`^${runtime.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.[cm]?[jt]sx?$`);
      build.onLoad({ filter: inRuntime }, async (args) => {
        if (args.path === entry || !(await lazy()).has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const extension = extname(args.path).slice(1);
        const loader = extension === 'tsx' ? 'tsx' : extension === 'ts' || extension === 'mts' ? 'ts' : extension === 'jsx' ? 'jsx' : 'js';
        // Relative, as written in source: an absolute path would make esbuild's content hashes (the
        // chunks' names, and so the gzip figures by a byte or two) depend on where the checkout is.
        const fromHere = relative(dirname(args.path), entry).split(sep).join('/');
        const specifier = fromHere.startsWith('.') ? fromHere : `./${fromHere}`;
        return { contents: `${source}\nimport ${JSON.stringify(specifier)};\n`, loader, resolveDir: dirname(args.path) };
      });
    },
  };
}
