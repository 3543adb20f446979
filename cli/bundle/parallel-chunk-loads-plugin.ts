import type { Metafile, OutputFile, Plugin } from 'esbuild';
import { basename, resolve } from 'node:path';

/**
 * Loads a lazy chunk and the chunks it imports at the same time.
 *
 * A dynamic `import()` of a chunk that itself imports other chunks (code it shares with another
 * lazy feature) is a waterfall: the browser learns of those only once the first has arrived and
 * been parsed, a second round trip before the feature can run. For the engine, fetched when the
 * listener reaches for Play, that round trip came straight out of the time to audio. This
 * rewrites each such `import("…/x.js")` as
 *
 *   Promise.all([import("…/x.js"), import("…/shared.js"), …]).then((m) => m[0])
 *
 * so all are requested at once. Chunks the importing chunk already has (statically) are left
 * out. Modules evaluate once, so importing a dependency early changes no behaviour; a failed
 * download still rejects the one promise the caller handles. The content hash in each name stays
 * right: a chunk's name already covers the chunks it imports, dynamically or not.
 */
export function parallelChunkLoadsPlugin(): Plugin {
  return {
    name: 'radio-embed-parallel-chunk-loads',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onEnd((result) => {
        if (!result.metafile || !result.outputFiles) return;
        const rewritten = rewriteDynamicImports(result.metafile);
        result.outputFiles = result.outputFiles.map((file) => {
          const rewrite = rewritten.get(file.path);
          return rewrite ? withText(file, rewrite(file.text)) : file;
        });
      });

      /** For each output (absolute path) that needs it, how its text changes. */
      function rewriteDynamicImports(metafile: Metafile): Map<string, (text: string) => string> {
        const outputs = metafile.outputs;
        const closure = staticClosure(outputs);
        const rewrites = new Map<string, (text: string) => string>();
        for (const [path, output] of Object.entries(outputs)) {
          const present = closure(path);
          const targets = output.imports
            .filter((i) => i.kind === 'dynamic-import' && !i.external && outputs[i.path])
            .map((i) => ({ target: i.path, extra: [...closure(i.path)].filter((dep) => dep !== i.path && !present.has(dep)) }))
            .filter(({ extra }) => extra.length > 0);
          if (targets.length === 0) continue;
          rewrites.set(resolve(root, path), (text) =>
            targets.reduce((code, { target, extra }) => loadInParallel(code, target, extra), text),
          );
        }
        return rewrites;
      }
    },
  };
}

/** A chunk and every chunk it imports statically, transitively (memoised per output). */
function staticClosure(outputs: Metafile['outputs']): (path: string) => Set<string> {
  const memo = new Map<string, Set<string>>();
  const closure = (path: string): Set<string> => {
    let found = memo.get(path);
    if (found) return found;
    memo.set(path, (found = new Set([path])));
    for (const i of outputs[path]?.imports ?? []) {
      if (i.kind === 'import-statement' && !i.external) for (const dep of closure(i.path)) found.add(dep);
    }
    return found;
  };
  return closure;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites every `import("<prefix>/<target>")` in `code` to also import `deps` alongside. */
function loadInParallel(code: string, target: string, deps: string[]): string {
  const site = new RegExp(`import\\("((?:[^"]*/)?)${escapeRegExp(basename(target))}"\\)`, 'g');
  return code.replace(site, (call, prefix: string) => {
    const alongside = deps.map((dep) => `import(${JSON.stringify(prefix + basename(dep))})`);
    return `Promise.all([${[call, ...alongside].join(',')}]).then(m=>m[0])`;
  });
}

function withText(file: OutputFile, text: string): OutputFile {
  const contents = new TextEncoder().encode(text);
  return { path: file.path, hash: file.hash, contents, text };
}
