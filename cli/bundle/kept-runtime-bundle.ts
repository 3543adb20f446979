import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { RuntimeBundle } from './bundle-runtime';

/**
 * A process that builds again and again (the e2e tests' build service, test/support/build-service.ts)
 * may keep the runtime's bundle between runs: it depends on the runtime's sources alone, never on
 * a station or the config, and bundling it is most of a build's CPU (~0.6 s of esbuild's). Off
 * unless the process asks: a CLI run bundles once anyway. A kept bundle is used only while every
 * file it was made from (esbuild's metafile inputs) has the size and mtime it had.
 */
let keeping = false;
const kept = new Map<string, { bundle: RuntimeBundle; inputs: Map<string, string> }>();

/** Turns keeping on for this process (cli/index.ts exports it for long-lived callers). */
export function keepRuntimeBundles(): void {
  keeping = true;
}

/** The bundle kept under `key` while its inputs are unchanged, else `make()`'s (kept when keeping is on). */
export async function keptRuntimeBundle(key: string, root: string, make: () => Promise<RuntimeBundle>): Promise<RuntimeBundle> {
  if (!keeping) return make();
  const last = kept.get(key);
  if (last && (await unchanged(last.inputs))) return last.bundle;
  const bundle = await make();
  kept.set(key, { bundle, inputs: await fingerprints(root, Object.keys(bundle.metafile.inputs)) });
  return bundle;
}

/** Each input's file (a plugin's namespace, `inline-css:`, stripped) → `size:mtimeMs`. */
async function fingerprints(root: string, inputs: string[]): Promise<Map<string, string>> {
  const files = inputs.map((input) => resolve(root, input.replace(/^[a-z-]+:(?!\/)/, '')));
  return new Map(await Promise.all(files.map(async (file) => [file, await fingerprint(file)] as const)));
}

async function fingerprint(file: string): Promise<string> {
  const info = await stat(file).catch(() => undefined);
  return info ? `${info.size}:${info.mtimeMs}` : 'missing';
}

async function unchanged(inputs: Map<string, string>): Promise<boolean> {
  const now = await Promise.all([...inputs].map(async ([file, was]) => (await fingerprint(file)) === was));
  return now.every(Boolean);
}
