import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Option } from 'commander';
import { configureCommand } from '../args/program-output';
import { problem } from '../errors/problem';
import type { CliIo } from '../process';
import { reportProblems } from '../report/report';
import { renderHeadersFile, unwritablePolicies } from '../write/headers-file';
import { cloudflarePagesWorker } from '../write/hosts/cloudflare-worker';
import { cloudfrontFunction } from '../write/hosts/cloudfront-function';
import { renderNginxConf } from '../write/hosts/nginx-conf';
import { MANIFEST_FILE, parseManifest } from '../write/manifest';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed headers --host nginx > /etc/nginx/radio-embed.conf     then: nginx -s reload
  $ radio-embed headers --host cloudflare > dist/_worker.js             more than 95 stations
  $ radio-embed headers --host cloudfront > viewer-response.js          with scripts/publish.sh

dist/_headers already serves Netlify, and Cloudflare Pages up to 95 stations (docs/operators.md).`;

const HOSTS = ['netlify', 'cloudflare', 'cloudfront', 'nginx'] as const;
type Host = (typeof HOSTS)[number];

export const defineHeaders: DefineCommand = (program, output, choose) => {
  configureCommand(program.command('headers'), output)
    .description("print a build's headers for nginx, Cloudflare Pages or CloudFront")
    .addOption(new Option('--host <host>', 'the host that serves the output folder').choices(HOSTS).makeOptionMandatory())
    .option('--out-dir <dir>', 'the output folder of a build', 'dist')
    .addHelpText('after', EXAMPLES)
    .action((flags: { host: Host; outDir: string }) => {
      choose((io) => runHeaders(flags.host, flags.outDir, io));
    });
};

/**
 * `headers`: the headers dist/_headers gives, for the hosts that cannot read it at every station
 * count. nginx gets every station's policy from the manifest; Cloudflare's worker and CloudFront's
 * function are constant code that reads the policies where the host keeps them.
 */
async function runHeaders(host: Host, outDir: string, io: CliIo): Promise<number> {
  const file = join(outDir, MANIFEST_FILE);
  const text = await readFile(resolve(io.cwd, file), 'utf8').catch(() => undefined);
  const manifest = text === undefined ? undefined : parseManifest(text);
  if (!manifest) {
    reportProblems(io.stderr, [problem(text === undefined ? 'NO_BUILD' : 'NOT_A_MANIFEST', { file })]);
    return 1;
  }
  // The manifest is read back from disk: every policy is checked before it goes into any format.
  const unwritable = unwritablePolicies(manifest);
  if (unwritable.length) {
    reportProblems(io.stderr, unwritable.map(({ id, reason }) => problem('NOT_A_POLICY', { file, path: ['stations', id, 'csp'] }, { reason })));
    return 1;
  }
  if (host === 'netlify') io.stdout.write(renderHeadersFile(manifest));
  else if (host === 'cloudflare') io.stdout.write(cloudflarePagesWorker());
  else if (host === 'cloudfront') io.stdout.write(cloudfrontFunction());
  else {
    const conf = renderNginxConf(manifest, file);
    if (!conf.ok) {
      reportProblems(io.stderr, [problem('NOT_FOR_NGINX', { file }, { path: conf.path })]);
      return 1;
    }
    io.stdout.write(conf.text);
  }
  return 0;
}
