// scripts/publish.sh against a fake `aws` that records its calls: the order (assets first, pages
// last, the manifest at the very end), the headers each group of files is uploaded with, each
// page's Content-Security-Policy as object metadata, what a metadata-only change uploads, and
// hostile environment values and manifest keys taken as data. test/e2e/publish-s3.test.ts runs
// the real AWS CLI against an S3 API.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

const run = promisify(execFile);
const SCRIPT = join(REPO_ROOT, 'scripts/publish.sh');

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-publish');
  for (const id of [7, 42]) await project.station(id, stationJson(id));
  await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
  // The fake AWS CLI: one line per call, its arguments separated by tabs. Asked for the bucket's
  // manifest, it copies $PUBLISHED when set, and answers as S3 does for a missing key otherwise.
  await writeFile(
    join(project.path, 'aws'),
    [
      '#!/usr/bin/env bash',
      '(IFS=$\'\\t\'; echo "$*") >> "$AWS_CALLS"',
      'if [[ "$1 $2" == "s3 cp" && "$3" == s3://* ]]; then',
      '  if [[ -n "${PUBLISHED:-}" ]]; then cp "$PUBLISHED" "$4"; exit 0; fi',
      '  echo "fatal error: An error occurred (404) when calling the HeadObject operation: Key \\"embed/manifest.json\\" does not exist" >&2',
      '  exit 1',
      'fi',
      '',
    ].join('\n'),
  );
  await chmod(join(project.path, 'aws'), 0o755);
});
afterEach(() => project.remove());

const publish = (args: string[], env: Record<string, string> = {}) =>
  run('bash', [SCRIPT, ...args], {
    cwd: project.path,
    env: { ...process.env, PATH: `${project.path}:${process.env.PATH}`, AWS_CALLS: join(project.path, 'calls.log'), ...env },
  });

const calls = async () => (await readFile(join(project.path, 'calls.log'), 'utf8')).trimEnd().split('\n').map((line) => line.split('\t'));
/** The upload calls (everything but the read of the bucket's manifest). */
const uploads = async () => (await calls()).filter((args) => !args[2]!.startsWith('s3://'));
const manifestPath = () => join(project.path, 'dist/manifest.json');
const readManifest = async () => JSON.parse(await readFile(manifestPath(), 'utf8'));

/** One line per upload: its files, content type, cache control and metadata. */
function summary(args: string[]): string {
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : '-');
  const files = args.includes('--recursive') ? args.flatMap((arg, i) => (args[i - 1] === '--include' ? [arg] : [])).join(' ') : args[2]!.replace(/^dist\//, '');
  return [files, flag('--content-type'), flag('--cache-control'), flag('--metadata')].join(' | ');
}

describe('scripts/publish.sh', () => {
  test('reads the bucket, then uploads assets, loader/snippets/oEmbed, pages with their policy, manifest last', async () => {
    await publish(['s3://radio-bucket/embed']);
    const all = await calls();
    expect(all[0]!.slice(0, 4)).toEqual(['s3', 'cp', 's3://radio-bucket/embed/manifest.json', all[0]![3]]);
    const manifest = await readManifest();
    const assets = Object.keys(manifest.files).filter((path) => path.startsWith('assets/'));
    const policy = (id: number) => JSON.stringify({ 'content-security-policy': manifest.stations[id].csp });
    const lines = (await uploads()).map(summary);
    // The uploads of one stage run side by side (PARALLEL): their order among themselves is
    // free; the stages (assets; loader, snippets and oEmbed; pages; the manifest) are in order.
    // The assets are the scripts, the stylesheets and the page icon (assets/icon-*.svg, linked by every page).
    const stages = [3, 3, 2, 1];
    const byStage = stages.map((size, i) => {
      const start = stages.slice(0, i).reduce((sum, n) => sum + n, 0);
      return lines.slice(start, start + size).sort();
    });
    expect(lines).toHaveLength(9);
    expect(byStage).toEqual([
      [
        `${assets.filter((a) => a.endsWith('.js')).join(' ')} | text/javascript; charset=utf-8 | public, max-age=31536000, immutable | -`,
        `${assets.filter((a) => a.endsWith('.css')).join(' ')} | text/css; charset=utf-8 | public, max-age=31536000, immutable | -`,
        `${assets.filter((a) => a.endsWith('.svg')).join(' ')} | image/svg+xml | public, max-age=31536000, immutable | -`,
      ].sort(),
      [
        '42/oembed.json 7/oembed.json | application/json | no-cache | -',
        '42/snippet.html 7/snippet.html | text/html; charset=utf-8 | no-cache | -',
        'embed.js | text/javascript; charset=utf-8 | no-cache | -',
      ].sort(),
      [`42/index.html | text/html; charset=utf-8 | no-cache | ${policy(42)}`, `7/index.html | text/html; charset=utf-8 | no-cache | ${policy(7)}`].sort(),
      ['manifest.json | application/json | no-cache | -'],
    ]);
    for (const args of await uploads()) expect(args).not.toContain('--delete');
  });

  test('a second publish uploads nothing but the manifest; a metadata-only change uploads exactly the pages it touched', async () => {
    await writeFile(join(project.path, 'published.json'), await readFile(manifestPath()));
    await publish(['s3://radio-bucket/embed'], { PUBLISHED: join(project.path, 'published.json') });
    expect((await uploads()).map(summary)).toEqual(['manifest.json | application/json | no-cache | -']);

    // The bucket's copy of station 7 has another policy (csp.frameAncestors was tightened since).
    const published = await readManifest();
    published.stations['7'].csp = published.stations['7'].csp.replace("frame-ancestors *", "frame-ancestors 'self'");
    // …and embed.js another cache class.
    published.files['embed.js'].cacheControl = 'public, max-age=600';
    await writeFile(join(project.path, 'published.json'), JSON.stringify(published));
    await writeFile(join(project.path, 'calls.log'), '');
    await publish(['s3://radio-bucket/embed'], { PUBLISHED: join(project.path, 'published.json') });
    const csp = (await readManifest()).stations['7'].csp;
    expect((await uploads()).map(summary)).toEqual([
      'embed.js | text/javascript; charset=utf-8 | no-cache | -',
      `7/index.html | text/html; charset=utf-8 | no-cache | ${JSON.stringify({ 'content-security-policy': csp })}`,
      'manifest.json | application/json | no-cache | -',
    ]);
  });

  test('a file in dist/ that the build did not write is never uploaded', async () => {
    await mkdir(join(project.path, 'dist/drafts'));
    await writeFile(join(project.path, 'dist/drafts/index.html'), '<script>alert(1)</script>');
    await publish(['s3://radio-bucket/embed']);
    expect(JSON.stringify(await calls())).not.toContain('drafts');
    // Pages go one by one by their exact path, never by a pattern.
    expect((await uploads()).flat()).not.toContain('*/index.html');
  });

  test.each(['HOME[$(id -u >f)]+8', '$(touch f)', '0', '65', '8 9', '1e3', '08', ' 8', 'x'])('PARALLEL=%j is refused before anything runs', async (value) => {
    await expect(publish(['s3://radio-bucket/embed'], { PARALLEL: value })).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^publish: PARALLEL must be a whole number from 1 to 64, got /) });
    expect(existsSync(join(project.path, 'f'))).toBe(false);
    expect(existsSync(join(project.path, 'calls.log'))).toBe(false);
  });

  test('PARALLEL=1 publishes as well', async () => {
    await publish(['s3://radio-bucket/embed'], { PARALLEL: '1' });
    expect((await uploads()).at(-1)![2]).toBe('dist/manifest.json');
  });

  test.each(['x\n*', '*', '../outside.txt', '42/../../x', '42/index.html --include *', '.hidden', 'assets/a/b.js', '_headers', '42/notes.html'])(
    'a manifest key %j is data: refused with its name, nothing uploaded',
    async (key) => {
      const manifest = await readManifest();
      manifest.files[key] = manifest.files['embed.js'];
      await writeFile(manifestPath(), JSON.stringify(manifest));
      const failed = await publish(['s3://radio-bucket/embed']).then(() => undefined, (error: { code: number; stderr: string }) => error);
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toBe(`publish: dist/manifest.json: files[${JSON.stringify(key)}] is not a file the build writes; rebuild\n`);
      expect(await uploads()).toEqual([]);
    },
  );

  test('a listed file whose bytes differ from the manifest, or a page policy of another shape, is refused', async () => {
    await writeFile(join(project.path, 'dist/7/snippet.html'), 'changed after the build');
    await expect(publish(['s3://radio-bucket/embed'])).rejects.toMatchObject({
      code: 1,
      stderr: 'publish: dist/manifest.json: files["7/snippet.html"] does not hold the bytes the build wrote (a symlink, or changed since); rebuild\n',
    });
    await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    const manifest = await readManifest();
    manifest.stations['42'].csp += '\nX-Evil: 1';
    await writeFile(manifestPath(), JSON.stringify(manifest));
    await expect(publish(['s3://radio-bucket/embed'])).rejects.toMatchObject({
      code: 1,
      stderr: 'publish: dist/manifest.json: stations["42"].csp is not a policy the build writes; rebuild\n',
    });
  });

  test('an S3-compatible endpoint is passed on; DRY_RUN reads the bucket and prints the uploads instead', async () => {
    await publish(['s3://bucket', 'dist'], { AWS_ENDPOINT_URL: 'https://account.r2.cloudflarestorage.com' });
    for (const args of await calls()) expect(args.slice(0, 3)).toEqual(['--endpoint-url', 'https://account.r2.cloudflarestorage.com', 's3']);
    await writeFile(join(project.path, 'calls.log'), '');
    const { stdout } = await publish(['s3://bucket'], { DRY_RUN: '1' });
    // The assets go first; among them the plan orders the batches by type, so the icon (image/svg+xml) leads.
    expect(stdout.split('\n')[0]).toMatch(/^aws s3 cp --recursive dist s3:\/\/bucket --exclude \\\* --include assets\/icon-\S+\.svg --content-type image\/svg\+xml /);
    expect(stdout).toContain('aws s3 cp dist/manifest.json s3://bucket/manifest.json ');
    expect(await uploads()).toEqual([]);
  });

  test('without a build, or with a target that is not s3://, it stops with a message', async () => {
    await expect(publish(['s3://bucket', 'nowhere'])).rejects.toMatchObject({ code: 1, stderr: 'publish: nowhere/manifest.json not found; run radio-embed build first\n' });
    await expect(publish(['radio-bucket'])).rejects.toMatchObject({ code: 2, stderr: 'publish: the target must be an s3:// URL, got radio-bucket\n' });
  });

  test('a bucket that cannot be read (not a missing manifest) stops the run before any upload', async () => {
    await writeFile(join(project.path, 'aws'), '#!/usr/bin/env bash\necho "$*" >> "$AWS_CALLS"\necho "An error occurred (AccessDenied)" >&2\nexit 1\n');
    await expect(publish(['s3://radio-bucket/embed'])).rejects.toMatchObject({ code: 1, stderr: 'publish: cannot read s3://radio-bucket/embed/manifest.json:\nAn error occurred (AccessDenied)\n' });
    expect((await readFile(join(project.path, 'calls.log'), 'utf8')).trimEnd().split('\n')).toHaveLength(1);
  });
});
