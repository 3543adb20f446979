import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { NODE_BUNDLE } from '../../scripts/node-bundle.js';
import { REPO_ROOT } from './repo-root';

/** A finished CLI process: how it ended and what it printed. */
export interface CliExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliBundle {
  /**
   * Runs `radio-embed <args>` as its own process in `cwd`, with `env` added to this one's;
   * `onStderr` sees its stderr so far each time more arrives (to act while it runs).
   */
  run(args: string[], cwd: string, env?: Record<string, string>, onStderr?: (stderr: string) => void): Promise<CliExit>;
  remove(): Promise<void>;
  /** The bundled file, for a test that runs a long-lived command (preview) itself. */
  path: string;
}

/**
 * The CLI of the current sources, bundled for tests that need it as a real process (to kill it,
 * or to run two at once). It is bundled to its own file in build/ (one folder below the root, as
 * build/cli.js is, so it finds templates/ and runtime/ the same way) rather than build/cli.js,
 * which other test runs may be rebuilding meanwhile.
 */
export async function bundleCli(): Promise<CliBundle> {
  const outfile = join(REPO_ROOT, 'build', `test-cli-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  await build({
    stdin: { contents: "import { run } from './cli/index.ts';\nprocess.exitCode = await run(process);\n", resolveDir: REPO_ROOT, loader: 'ts' },
    outfile,
    ...NODE_BUNDLE,
  });
  return {
    run: (args, cwd, env = {}, onStderr) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [outfile, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk;
          onStderr?.(stderr);
        });
        child.once('error', reject);
        child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
      }),
    remove: () => rm(outfile, { force: true }),
    path: outfile,
  };
}
