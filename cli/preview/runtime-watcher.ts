import { type FSWatcher, watch } from 'node:fs';
import { join } from 'node:path';
import { bundleLoader } from '../bundle/bundle-loader';
import { createPrerenderContext, type Prerenderer } from '../bundle/bundle-prerender';
import { createRuntimeContext, type OutputFile, type RuntimeBundle } from '../bundle/bundle-runtime';
import { PACKAGE_ROOT } from '../package-root';
import { loadTemplates, type Templates } from '../render/templates';
import { bundleVendor, vendorPlugin } from './vendor';

/** Everything a preview page is made from that comes from code, not from station files. */
export interface PreviewBuild {
  bundle: RuntimeBundle;
  loader: OutputFile;
  templates: Templates;
  /**
   * The build's prerender of this code (runtime/prerender.tsx): a station's page carries its first
   * paint, as a built page does. None for another entry (a test's tiny runtime has no player).
   */
  prerenderer?: Prerenderer;
  /**
   * Every asset built in this session, by path (`assets/…`, and the packages under `vendor/`): a
   * page loaded before a rebuild still finds the lazy chunks it names.
   */
  assets: ReadonlyMap<string, Uint8Array>;
  /** Milliseconds the last (re)build took. */
  ms: number;
}

export interface RuntimeWatcherOptions {
  /** Holds the runtime; PACKAGE_ROOT by default. */
  root?: string;
  /** Another entry than the page's (runtime/main.ts): a test's tiny runtime, not prerendered. */
  entryPoint?: string;
  /** After each rebuild, with its result (or its failure). */
  onRebuild?(result: { ok: true; build: PreviewBuild } | { ok: false; error: unknown }): void;
}

export interface RuntimeWatcher {
  /** The latest build; waits while a rebuild is under way, so a reload never sees stale code. */
  current(): Promise<PreviewBuild>;
  /** Rebuilds now (also what a file change does). */
  rebuild(): Promise<PreviewBuild>;
  close(): Promise<void>;
}

const SETTLE_MS = 10;

/**
 * Keeps the runtime bundle current for `preview`: an esbuild context rebuilds incrementally when a
 * file under runtime/ or templates/ changes (a one-station page is then rendered per request), and
 * a second one beside it, at the same time, the build's prerender of the same code.
 */
export async function watchRuntime(options: RuntimeWatcherOptions = {}): Promise<RuntimeWatcher> {
  const root = options.root ?? PACKAGE_ROOT;
  const packages = new Set<string>();
  const [context, prerender] = await Promise.all([
    createRuntimeContext({ root, entryPoint: options.entryPoint, plugins: [vendorPlugin(packages)], oneSharedChunk: false }),
    // Another entry (a test's tiny runtime) has no player to prerender, as for `build`.
    options.entryPoint === undefined ? createPrerenderContext(root) : undefined,
  ]);
  const assets = new Map<string, Uint8Array>();
  let vendored = '';
  // The loader (embed.js) is its own small build, redone only when its sources change.
  let loaderBuild: Promise<OutputFile> | undefined;
  // The prerender is redone only when a file it is made from changed (most of the runtime is not
  // painted: the engine, the features' bodies): then the save costs one esbuild rebuild, not two.
  let prerenderBuild: Promise<Prerenderer> | undefined;
  let changed: Set<string> | 'all' = 'all';
  const rebuildNow = async (): Promise<PreviewBuild> => {
    const started = performance.now();
    loaderBuild ??= bundleLoader();
    loaderBuild.catch(() => (loaderBuild = undefined));
    if (prerender && (changed === 'all' || [...changed].some((file) => prerender.reads(file)))) prerenderBuild = undefined;
    changed = new Set();
    prerenderBuild ??= prerender?.rebuild();
    prerenderBuild?.catch(() => (prerenderBuild = undefined));
    const [bundle, loader, templates, prerenderer] = await Promise.all([context.rebuild(), loaderBuild, loadTemplates(), prerenderBuild]);
    if ([...packages].sort().join() !== vendored) {
      vendored = [...packages].sort().join();
      for (const file of await bundleVendor([...packages].sort(), root)) assets.set(file.path, file.contents);
    }
    for (const file of bundle.files) assets.set(file.path, file.contents);
    return { bundle, loader, templates, prerenderer, assets, ms: performance.now() - started };
  };
  let latest: Promise<PreviewBuild> = Promise.reject(new Error('not built yet'));
  let timer: NodeJS.Timeout | undefined;
  const queueRebuild = () => {
    clearTimeout(timer);
    latest = latest.catch(() => undefined).then(rebuildNow);
    latest.then(
      (build) => options.onRebuild?.({ ok: true, build }),
      (error: unknown) => options.onRebuild?.({ ok: false, error }),
    );
    return latest;
  };
  // Asked for (not a file change): everything, the prerender too.
  const rebuild = () => {
    changed = 'all';
    return queueRebuild();
  };
  // A runtime that does not compile yet is shown on the page, not fatal: the operator fixes it live.
  await rebuild().catch(() => undefined);
  // Editors save in bursts (write, rename, chmod): rebuild once they settle.
  const onChange = (dir: string, file: string | null) => {
    if (!file || file.includes('embed-api')) loaderBuild = undefined;
    if (changed !== 'all') {
      if (file) changed.add(join(dir, file));
      else changed = 'all';
    }
    clearTimeout(timer);
    timer = setTimeout(() => void queueRebuild().catch(() => undefined), SETTLE_MS);
  };
  const watchers: FSWatcher[] = [join(root, 'runtime'), join(PACKAGE_ROOT, 'templates')].flatMap((dir) => {
    try {
      return [watch(dir, { recursive: true }, (_event, file) => onChange(dir, file))];
    } catch {
      return [];
    }
  });
  return {
    current: () => latest,
    rebuild,
    async close() {
      clearTimeout(timer);
      watchers.forEach((w) => w.close());
      await latest.catch(() => undefined);
      await Promise.all([context.dispose(), prerender?.dispose()]);
    },
  };
}
