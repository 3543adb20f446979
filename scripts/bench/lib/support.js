// The e2e harness (test/support: Icecast, ffmpeg sources, the HLS writer, the static server, the
// CLI build, both browsers) for the streaming benchmarks. It is TypeScript and Node 20 does not
// run that, so esbuild bundles it once per run into a temp module under .tmp/ (git-ignored, and
// inside the repository so its package imports resolve from node_modules).
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const ENTRY = `
export { startIcecast } from './test/support/icecast';
export { startIcecastSource } from './test/support/ffmpeg-source';
export { startHlsSource } from './test/support/hls-source';
export { startStaticServer } from './test/support/static-server';
export { buildStation } from './test/support/build-station';
export { launchChromium } from './test/support/chromium';
export { launchFirefox } from './test/support/firefox';
export { launchWebKit } from './test/support/webkit';
export { startGeoServer } from './test/support/geo-server';
export { waitFor } from './test/support/wait-for';
export { HLS_CONFIG } from './runtime/engine/hls-config';
`;

/** Imports the harness; `cleanUp` deletes the temp module. */
export async function loadSupport() {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'bench-support-'));
  const outfile = join(dir, 'support.mjs');
  await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  const support = await import(pathToFileURL(outfile).href);
  return { ...support, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `--name value` from argv, or the default. */
export function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
