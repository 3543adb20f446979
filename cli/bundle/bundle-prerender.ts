import { build, type BuildOptions, context, type Plugin } from 'esbuild';
import { join, resolve } from 'node:path';
import type { EmbedConfig } from '../../contract/embed-config';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { PACKAGE_ROOT } from '../package-root';
import { ASSETS_DIR, runtimeEsbuildBase } from './bundle-runtime';

const PRERENDER_SOURCE = 'runtime/prerender.tsx';
/** The name the bundle's exports are given (an IIFE's `globalName`), read back where it is run. */
const EXPORTS_NAME = '__radioEmbedPrerender';

/** One station's first paint, as runtime/prerender.tsx renders it. */
export interface Prerendered {
  /** The markup of #app. */
  html: string;
  /** Its elements' styles as rules (the CSP allows no style attribute): the page's <style id="first-paint">. */
  css: string;
  /** The station needs its app at once (the page's #app says `data-start="load"`). */
  startsAtOnce: boolean;
  /**
   * A privacy station whose first paint asks the geo lookup itself (its URL) and fetches the app
   * only where the answer says a notice is due (the regions): #app's `data-geo` and `data-regions`.
   */
  geoFirst?: { url: string; regions: string[] };
  /** The stream a cold click on the painted Play starts before the app, up to its last parameters: #app's `data-stream`. */
  earlyStream?: string;
  /** The station's HLS player choice where its first source is HLS: #app's `data-hls`, beside `data-stream` (first-paint/early-stream.ts). */
  hlsPlayer?: string;
  /** With an `earlyStream`: "Stop" in the station's language, said by the painted Play while that stream plays: #app's `data-stop`. */
  stopWord?: string;
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

type HappyDomWindow = InstanceType<typeof import('happy-dom').Window>;

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
  const window = openWindow();
  window.catch(() => undefined);
  let code: string;
  try {
    code = codeOf(await build(prerenderBuildOptions(root)));
  } catch (error) {
    void window.then((win) => win.happyDOM.close(), () => undefined);
    throw asPrerenderError(error);
  }
  const win = await window;
  const module = runPrerenderBundle(code);
  return {
    render: (config) => module.prerender(win, config),
    close() {
      module.finishPrerender(win);
      return win.happyDOM.close();
    },
  };
}

/** `preview`'s prerender: an esbuild context rebuilt with the runtime, its window kept across rebuilds. */
export interface PrerenderContext {
  /** Bundles what changed and swaps the new code in; renders go to it from then on. */
  rebuild(): Promise<Prerenderer>;
  /** Whether the last good bundle was made from this file (absolute path); true before there is one. */
  reads(file: string): boolean;
  dispose(): Promise<void>;
}

/**
 * The build's prerender, rebuilt incrementally for `preview` (cli/preview/runtime-watcher.ts): the
 * same bundle, run the same way, so the preview's pages carry the first paint a built page does.
 * Renders are one at a time (a station's render is async: its language's words), also across a
 * rebuild, whose new code takes over the window only once the render before it is done.
 */
export async function createPrerenderContext(root = PACKAGE_ROOT): Promise<PrerenderContext> {
  const window = openWindow();
  window.catch(() => undefined);
  const ctx = await context(prerenderBuildOptions(root));
  let module: PrerenderModule | undefined;
  let inputs: ReadonlySet<string> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => T | Promise<T>): Promise<T> => {
    const turn = queue.then(task);
    queue = turn.catch(() => undefined);
    return turn;
  };
  return {
    async rebuild() {
      let code: string;
      try {
        const result = await ctx.rebuild();
        code = codeOf(result);
        inputs = new Set(Object.keys(result.metafile.inputs).map((input) => resolve(root, input)));
      } catch (error) {
        inputs = undefined;
        throw asPrerenderError(error);
      }
      const win = await window;
      const next = runPrerenderBundle(code);
      await inTurn(() => {
        module?.finishPrerender(win);
        module = next;
      });
      return {
        render: (config) => inTurn(() => next.prerender(win, config)),
        // The context's window outlives each rebuild's renderer.
        close: async () => {},
      };
    },
    reads: (file) => !inputs || inputs.has(resolve(file)),
    async dispose() {
      await inTurn(() => undefined);
      await ctx.dispose();
      const win = await window.catch(() => undefined);
      if (win) {
        module?.finishPrerender(win);
        await win.happyDOM.close();
      }
    },
  };
}

/** The prerender's window: no page, no network, no script loading of its own. */
async function openWindow(): Promise<HappyDomWindow> {
  const { Window } = await import('happy-dom');
  return new Window({ url: 'https://embed.invalid/', settings: { disableJavaScriptFileLoading: true } });
}

/**
 * How runtime/prerender.tsx is bundled for Node. One script (an IIFE) rather than a module: run
 * with `new Function`, each of preview's rebuilds leaves nothing behind once dropped (Node keeps
 * every module it imports, a `data:` URL's too, until it exits).
 */
function prerenderBuildOptions(root: string) {
  const base = runtimeEsbuildBase(root);
  return {
    ...base,
    entryPoints: [join(root, PRERENDER_SOURCE)],
    outdir: join(root, '.bundle', ASSETS_DIR),
    write: false,
    bundle: true,
    minify: false,
    format: 'iife',
    globalName: EXPORTS_NAME,
    splitting: false,
    plugins: [lazyPartsLeftOut()],
    loader: { ...base.loader, '.css': 'empty' },
    // Which files the paint is made from: preview rebuilds it only when one of them changes.
    metafile: true,
    logLevel: 'silent',
  } satisfies BuildOptions;
}

function codeOf(result: { outputFiles?: { path: string; text: string }[] }): string {
  return result.outputFiles!.find((file) => file.path.endsWith('.js'))!.text;
}

/** Runs the bundle (strict, as the module it was written as) and hands back its exports. */
function runPrerenderBundle(code: string): PrerenderModule {
  return new Function(`"use strict";${code}\nreturn ${EXPORTS_NAME};`)() as PrerenderModule;
}

function asPrerenderError(error: unknown): CliError {
  const details = error instanceof Error ? error.message : String(error);
  return new CliError([problem('BUNDLE_FAILED', { file: PRERENDER_SOURCE }, { details })]);
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
