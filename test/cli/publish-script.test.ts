// scripts/publish.sh against a fake `aws` that records its calls: the order (assets first, pages
// last, the manifest at the very end), the headers each group of files is uploaded with, and each
// page's Content-Security-Policy as object metadata. test/e2e/publish-s3.test.ts runs the real one.
import { execFile } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
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
  // The fake AWS CLI: one line per call, its arguments separated by tabs. Asked for a dry run of
  // the pages, it lists every page as one the bucket lacks, as the real one does the first time.
  await writeFile(
    join(project.path, 'aws'),
    [
      '#!/usr/bin/env bash',
      '(IFS=$\'\\t\'; echo "$*") >> "$AWS_CALLS"',
      'if [[ " $* " == *" --dryrun "* ]]; then',
      '  for page in dist/*/index.html; do echo "(dryrun) upload: $page to s3://radio-bucket/embed/${page#dist/}"; done',
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

describe('scripts/publish.sh', () => {
  test('syncs by groups of headers: assets, then loader/snippets/oEmbed, then pages, manifest last', async () => {
    await publish(['s3://radio-bucket/embed']);
    const summary = (await calls()).map((args) => {
      const flag = (name: string) => args[args.indexOf(name) + 1];
      if (args[1] === 'cp') return [args.slice(0, 4).join(' '), flag('--content-type'), flag('--cache-control'), flag('--metadata')].join(' | ');
      expect(args.slice(0, 4)).toEqual(['s3', 'sync', 'dist', 's3://radio-bucket/embed']);
      if (args.includes('--dryrun')) return `list ${flag('--include')}`;
      return [flag('--include'), flag('--content-type'), flag('--cache-control')].join(' | ');
    });
    const manifest = JSON.parse(await readFile(join(project.path, 'dist/manifest.json'), 'utf8')) as { stations: Record<string, { csp: string }> };
    const page = (id: number) =>
      `s3 cp dist/${id}/index.html s3://radio-bucket/embed/${id}/index.html | text/html; charset=utf-8 | no-cache | ${JSON.stringify({ 'content-security-policy': manifest.stations[id]!.csp })}`;
    // Pages go up in parallel: their order among themselves is free.
    expect([...summary.slice(0, 6), ...summary.slice(6, 8).sort(), ...summary.slice(8)]).toEqual([
      'assets/*.css | text/css; charset=utf-8 | public, max-age=31536000, immutable',
      'assets/*.js | text/javascript; charset=utf-8 | public, max-age=31536000, immutable',
      '*/oembed.json | application/json | no-cache',
      '*/snippet.html | text/html; charset=utf-8 | no-cache',
      'embed.js | text/javascript; charset=utf-8 | no-cache',
      'list */index.html',
      page(42),
      page(7),
      'manifest.json | application/json | no-cache',
    ]);
    // Each sync uploads only its group, and nothing is ever deleted.
    for (const args of await calls()) {
      if (args[1] === 'sync') expect(args[args.indexOf('--exclude') + 1]).toBe('*');
      expect(args).not.toContain('--delete');
    }
  });

  test('an S3-compatible endpoint is passed on; DRY_RUN prints instead of calling', async () => {
    await publish(['s3://bucket', 'dist'], { AWS_ENDPOINT_URL: 'https://account.r2.cloudflarestorage.com' });
    expect((await calls())[0]!.slice(0, 3)).toEqual(['--endpoint-url', 'https://account.r2.cloudflarestorage.com', 's3']);
    const { stdout } = await publish(['s3://bucket'], { DRY_RUN: '1', AWS_CALLS: join(project.path, 'dry.log') });
    expect(stdout.split('\n')[0]).toMatch(/^aws s3 sync dist s3:\/\/bucket --exclude \\\* --include assets\/\\\*\.css /);
    await expect(readFile(join(project.path, 'dry.log'))).rejects.toThrow(/ENOENT/);
  });

  test('without a build, or with a target that is not s3://, it stops with a message', async () => {
    await expect(publish(['s3://bucket', 'nowhere'])).rejects.toMatchObject({ code: 1, stderr: 'publish: nowhere/manifest.json not found; run radio-embed build first\n' });
    await expect(publish(['radio-bucket'])).rejects.toMatchObject({ code: 2, stderr: 'publish: the target must be an s3:// URL, got radio-bucket\n' });
  });
});
