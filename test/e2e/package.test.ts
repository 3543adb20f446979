// Issue 35: radio-embed as a station network installs it. The package is packed (`npm pack`, its
// prepare step building the CLI, in a copy of this checkout), installed from the tarball into empty
// folders outside the checkout (its dependencies from the registry, no devDependencies), and used
// as an operator would: `new` makes the network's repo, then `validate`, `build`, `preview` (the
// page answers), `publish` to a real S3 API (s3rver) with the real AWS CLI, and finally the
// generated CI workflow's `run:` steps, run as a script in that repo with publish pointed at s3rver.
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyCheckout } from '../support/checkout-copy';
import { startProcess, type RunningProcess } from '../support/child-process';
import { npmPack, type PackResult } from '../support/npm-pack';
import { AWS_CLI_DIR, startS3, type S3Service } from '../support/s3-bucket';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const run = promisify(execFile);
const PUBLIC_URL = 'https://embed.radio.example';
const BUCKET = 'network-bucket';
const CI_BUCKET = 'ci-bucket';
/** npm as CI would run it, here: the registry only for what the cache lacks, no audit or fund calls. */
const NPM_ENV = { npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

interface Manifest {
  files: Record<string, { contentType: string; cacheControl: string }>;
}

let temp: TempDir;
let packed: PackResult;
let tarball: string;
let tool: string;
let site: string;
let s3: S3Service | undefined;
let preview: RunningProcess | undefined;

const env = (more: Record<string, string> = {}) => ({ ...process.env, ...NPM_ENV, PATH: `${AWS_CLI_DIR}:${process.env.PATH}`, CI: '1', ...more });
/** The installed package's command, as `npx radio-embed` finds it in `cwd`. */
const radioEmbed = (cwd: string, args: string[], more: Record<string, string> = {}) =>
  run(join(cwd, 'node_modules/.bin/radio-embed'), args, { cwd, env: env(more) });
const npmInstall = (cwd: string) => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd, env: env() });

beforeAll(async () => {
  temp = await makeTempDir('package');
  const source = join(temp.path, 'source');
  // The screenshots the frame matrix compares with (15 MB) are not packed: no need to copy them.
  await copyCheckout(source, ['visual-references']);
  packed = await npmPack(source, temp.path);
  tarball = join(temp.path, packed.filename);
  // An empty folder with the package installed, nothing of this checkout reachable from it.
  tool = join(temp.path, 'tool');
  await mkdir(tool);
  await npmInstall(tool);
  s3 = await startS3([BUCKET, CI_BUCKET]);
}, 300_000);

afterAll(async () => {
  await preview?.stop();
  await s3?.close();
  await temp?.remove();
});

test('the tarball holds no test or fixture file of this repository', () => {
  const paths = packed.files.map((file) => file.path);
  expect(paths).toContain('build/cli.js');
  expect(paths.filter((path) => /^test\/|(^|\/)fixtures?\/|\.test\.tsx?$/.test(path))).toEqual([]);
});

test('installed without the devDependencies: none of the tools it is developed with, and it runs', async () => {
  const installed = JSON.parse(await readFile(join(tool, 'node_modules/radio-embed/package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> };
  // Type packages aside (a dependency may bring @types/node along; nothing runs them).
  const tools = Object.keys(installed.devDependencies).filter((name) => !name.startsWith('@types/'));
  const present = await Promise.all(tools.map((name) => readFile(join(tool, 'node_modules', name, 'package.json')).then(() => name, () => undefined)));
  expect(present.filter(Boolean)).toEqual([]);
  expect((await radioEmbed(tool, ['--version'])).stdout).toBe(`${installed.version}\n`);
});

describe("a station network's repo made with `new`", () => {
  beforeAll(async () => {
    site = join(temp.path, 'site');
    const made = await radioEmbed(tool, ['new', site, '--public-url', PUBLIC_URL]);
    expect(made.stdout).toContain('created');
    // As its README says: `npm install` (here the tarball, which is not on the registry).
    await npmInstall(site);
  }, 300_000);

  test('validate and build the example station', async () => {
    const validated = await radioEmbed(site, ['validate', '--all']);
    expect(validated.stdout).toBe('stations/1.json: valid\n');
    const built = await radioEmbed(site, ['build', '--all']);
    expect(built.stderr).not.toContain('no publicUrl');
    const snippet = await readFile(join(site, 'dist/1/snippet.html'), 'utf8');
    expect(snippet).toContain(`${PUBLIC_URL}/1/`);
    expect(await readFile(join(site, 'dist/1/index.html'), 'utf8')).toContain('<title>Radio 1');
  });

  test('preview serves the station page on a free port', async () => {
    preview = startProcess('radio-embed preview', join(site, 'node_modules/.bin/radio-embed'), ['preview', '--port', '0', '--station', '1'], { cwd: site, env: env() });
    const url = await waitFor(() => /preview: (http:\/\/127\.0\.0\.1:\d+\/1\/)/.exec(preview!.output())?.[1], { what: 'the preview address', timeoutMs: 60_000 });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Radio 1');
    await preview.stop();
  });

  // The AWS CLI takes seconds to start on a loaded machine, and publish runs it about ten times.
  test('publish uploads every file of the build with its headers, the manifest last', { timeout: 240_000 }, async () => {
    await radioEmbed(site, ['publish', `s3://${BUCKET}/embed`], s3!.awsEnv);
    await expectPublished(BUCKET, 'embed');
  });

  test("the CI workflow's steps, run as a script in the repo, validate, build and publish", { timeout: 300_000 }, async () => {
    const workflow = await readFile(join(site, '.github/workflows/publish.yml'), 'utf8');
    const steps = [...workflow.matchAll(/^\s*(?:- )?run: (.+)$/gm)].map((match) => match[1]!);
    expect(steps).toEqual(['npm ci', 'npx radio-embed validate --all', 'npx radio-embed build --all', 'npx radio-embed publish "s3://$EMBED_BUCKET"']);
    // What the secrets would give, pointed at s3rver: the bucket with a folder, and its keys.
    const script = ['set -euo pipefail', ...steps].join('\n');
    const ci = await run('bash', ['-c', script], { cwd: site, env: env({ ...s3!.awsEnv, EMBED_BUCKET: `${CI_BUCKET}/players` }) });
    expect(ci.stdout).toContain('stations/1.json: valid');
    await expectPublished(CI_BUCKET, 'players');
  });
});

/** Every file of the build's manifest is in the bucket under `prefix`, with its headers; manifest.json came last. */
async function expectPublished(bucket: string, prefix: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(site, 'dist/manifest.json'), 'utf8')) as Manifest;
  const files = { ...manifest.files, 'manifest.json': { contentType: 'application/json', cacheControl: 'no-cache' } };
  for (const [path, entry] of Object.entries(files)) {
    const response = await fetch(`${s3!.endpoint}/${bucket}/${prefix}/${path}`, { method: 'HEAD' });
    expect([path, response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([path, 200, entry.contentType, entry.cacheControl]);
  }
  const ours = s3!.uploads.filter((key) => key.startsWith(`${bucket}/`));
  expect(ours.at(-1)).toBe(`${bucket}/${prefix}/manifest.json`);
  // No page before the assets it loads.
  const firstPage = ours.findIndex((key) => key.endsWith('/index.html'));
  expect(ours.slice(firstPage).some((key) => key.includes('/assets/'))).toBe(false);
}
