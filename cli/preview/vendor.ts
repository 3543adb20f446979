import { build, type Plugin } from 'esbuild';
import { basename } from 'node:path';
import type { OutputFile } from '../bundle/bundle-runtime';

export const VENDOR_DIR = 'vendor';

/** `/vendor/preact__hooks.js` for `preact/hooks`: where the preview serves a package. */
export function vendorPath(specifier: string): string {
  return `/${VENDOR_DIR}/${specifier.replace(/[^\w.-]/g, '__')}.js`;
}

/**
 * For the preview's esbuild context: every package import (`preact`, `hls.js`, …) becomes an
 * external `/vendor/…` URL, and is noted in `seen`. A rebuild then relinks and prints only our
 * own code (hls.js alone is most of the bytes), which keeps it well under 100 ms.
 */
export function vendorPlugin(seen: Set<string>): Plugin {
  return {
    name: 'radio-embed-preview-vendor',
    setup(pluginBuild) {
      // Plugins see an import before esbuild applies `alias` (react → preact/compat): apply it here.
      const alias: Record<string, string> = pluginBuild.initialOptions.alias ?? {};
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const specifier = alias[args.path] ?? args.path;
        seen.add(specifier);
        return { path: vendorPath(specifier), external: true };
      });
    },
  };
}

/**
 * The packages, bundled once as ES modules under /vendor/ (rebuilt only when the runtime starts
 * importing a new one). One build with code splitting, so a package two entries share — Preact
 * under preact/hooks and preact/compat — is one module instance.
 */
export async function bundleVendor(specifiers: readonly string[], root: string): Promise<OutputFile[]> {
  if (specifiers.length === 0) return [];
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(specifiers.map((specifier) => [basename(vendorPath(specifier), '.js'), specifier])),
    outdir: `${root}/.bundle/${VENDOR_DIR}`,
    write: false,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => ({ path: `${VENDOR_DIR}/${basename(file.path)}`, contents: file.contents }));
}
