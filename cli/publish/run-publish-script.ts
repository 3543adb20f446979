import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root';
import type { CliIo } from '../process';

/** The package's own publish script: `radio-embed publish` runs it, so both always behave alike. */
export const PUBLISH_SCRIPT = join(PACKAGE_ROOT, 'scripts/publish.sh');

export interface PublishRun {
  /** s3://bucket[/prefix] */
  target: string;
  outDir: string;
  dryRun: boolean;
}

/**
 * Runs scripts/publish.sh from the installed package in the user's folder, its output passed
 * through as it comes; resolves to its exit code. Options reach it as its arguments and the
 * environment it documents (DRY_RUN=1, AWS_ENDPOINT_URL).
 */
export function runPublishScript(options: PublishRun, io: CliIo): Promise<number> {
  const env: Record<string, string | undefined> = { ...io.env };
  if (options.dryRun) env.DRY_RUN = '1';
  else delete env.DRY_RUN;
  // A CI secret that is not set arrives as an empty variable: that means AWS itself, not an
  // endpoint named "" (which the AWS CLI would try to reach).
  if (!env.AWS_ENDPOINT_URL) delete env.AWS_ENDPOINT_URL;
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [PUBLISH_SCRIPT, options.target, options.outDir], { cwd: io.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => io.stdout.write(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => io.stderr.write(chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
