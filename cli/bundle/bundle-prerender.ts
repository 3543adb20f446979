import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';
import type { EmbedConfig } from '../../contract/embed-config';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { PACKAGE_ROOT } from '../package-root';
import { ASSETS_DIR, runtimeEsbuildBase } from './bundle-runtime';

const PRERENDER_SOURCE = 'runtime/prerender.tsx';

/** One station's first paint, as runtime/prerender.tsx renders it. */
export interface Prerendered {
  /** The markup of #app. */
  html: string;
  /** Its elements' styles as rules (the CSP allows no style attribute): the page's <style id="first-paint">. */
  css: string;
  /** The station needs its app at once (the page's #app says `data-start="load"`). */
  startsAtOnce: boolean;
}

/** Renders each station's player as the app would, in one window for the whole run. */
export interface Prerenderer {
  render(config: EmbedConfig): Promise<Prerendered>;
  close(): Promise<void>;
}

/** What runtime/prerender.tsx exports (the CLI runs that file's bundle, never imports it). */
interface PrerenderModule {
  prerender(win: unknown, config: EmbedConfig): Promise<Prerendered>;
  finishPrerender(win: unknown): void;
}

/**
 * Bundles runtime/prerender.tsx for Node (once per run, beside the browser bundle) and runs it
 * in one happy-dom window reused for every station, so each page carries its player's first
 * paint, rendered by the runtime's own components (issue 16, docs/architecture.md). The bundle is
 * made like the browser's (the same JSX, aliases and asset names, so an image's URL is the one the
 * browser bundle has), but as one file: the lazy parts a prerender never reaches are left out
 * (every `import()` but the languages' answers an empty module).
 */
export async function bundlePrerender(root = PACKAGE_ROOT): Promise<Prerenderer> {
  // Loaded while esbuild bundles (in its own process): a good part of the prerender's fixed cost.
  const happyDom = import('happy-dom');
  happyDom.catch(() => undefined);
  let code: string;
  try {
    const result = await build({
      ...runtimeEsbuildBase(root),
      entryPoints: [join(root, PRERENDER_SOURCE)],
      outdir: join(root, '.bundle', ASSETS_DIR),
      write: false,
      bundle: true,
      minify: false,
      format: 'esm',
      splitting: false,
      plugins: [lazyPartsLeftOut()],
      loader: { ...runtimeEsbuildBase(root).loader, '.css': 'empty' },
      logLevel: 'silent',
    });
    code = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  } catch (error) {
    const details = error instanceof Error ? error.message : String(error);
    throw new CliError([problem('BUNDLE_FAILED', { file: PRERENDER_SOURCE }, { details })]);
  }
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as PrerenderModule;
  const { Window } = await happyDom;
  const win = new Window({ url: 'https://embed.invalid/', settings: { disableJavaScriptFileLoading: true } });
  return {
    render: (config) => module.prerender(win, config),
    close() {
      module.finishPrerender(win);
      return win.happyDOM.close();
    },
  };
}

/** `import()`s a prerender never runs become empty modules; the languages' stay (a page's words). */
function lazyPartsLeftOut(): Plugin {
  return {
    name: 'radio-embed-prerender-lazy-parts',
    setup(build) {
      // Stylesheets the runtime inserts itself (`?inline`): nothing to insert in a prerender.
      build.onResolve({ filter: /\?inline$/ }, (args) => ({ path: args.path, namespace: 'prerender-left-out' }));
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import' || /features[/\\]i18n[/\\]/.test(args.importer)) return undefined;
        return { path: args.path, namespace: 'prerender-left-out' };
      });
      build.onLoad({ filter: /.*/, namespace: 'prerender-left-out' }, () => ({ contents: 'export default ""', loader: 'js' }));
    },
  };
}
