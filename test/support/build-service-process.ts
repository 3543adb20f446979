import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { NODE_BUNDLE } from '../../scripts/node-bundle.js';
import type { BuildServiceStats } from './build-service';
import { track } from './leftovers';
import { REPO_ROOT } from './repo-root';

export interface BuildServiceProcess {
  url: string;
  /** Stops it; resolves to its figures (undefined if it died before). */
  stop(): Promise<BuildServiceStats | undefined>;
}

/**
 * Starts build-service.ts in its own Node process (bundled for Node first, as the CLI is: this
 * Node runs no TypeScript). Call it after build/cli.js is rebuilt: the service loads it once.
 */
export async function startBuildService(): Promise<BuildServiceProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'radio-embed-build-service-main-'));
  const main = join(dir, 'main.mjs');
  await build({
    ...NODE_BUNDLE,
    stdin: {
      contents: `import { serveBuilds } from './build-service';\nawait serveBuilds(process.argv[2]);\n`,
      resolveDir: join(REPO_ROOT, 'test/support'),
      loader: 'ts',
    },
    outfile: main,
  });
  const child = spawn(process.execPath, [main, REPO_ROOT], { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const untrack = track({ pid: child.pid, command: process.execPath });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value as string | undefined;
  const url = await nextLine();
  if (url === undefined) {
    await exited;
    untrack();
    await rm(dir, { recursive: true, force: true });
    throw new Error(`the e2e build service exited before it listened (code ${child.exitCode}, signal ${child.signalCode}); its stderr is above`);
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      const figures = await nextLine();
      await exited;
      untrack();
      await rm(dir, { recursive: true, force: true });
      return figures === undefined ? undefined : (JSON.parse(figures) as BuildServiceStats);
    },
  };
}

/** The service's figures as one line for the run's log. */
export function describeStats(stats: BuildServiceStats | undefined): string {
  if (!stats) return 'e2e build service: no figures (it had stopped)';
  const cpu = (stats.nodeCpuMs + stats.esbuildCpuMs) / 1000;
  return `e2e build service: ${stats.requests} station builds asked, ${stats.builds} run, ${cpu.toFixed(1)} CPU s (node ${stats.nodeCpuMs / 1000} s, esbuild ${stats.esbuildCpuMs / 1000} s)`;
}
