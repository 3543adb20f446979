// Issue 35 §3: `radio-embed publish` is the package's scripts/publish.sh as a command (its order and
// headers are tested in publish-script.test.ts and, with the real AWS CLI, test/e2e/publish-s3.test.ts;
// an installed package's in test/e2e/package.test.ts): the options reach the script, and a machine
// without the AWS CLI is told so before anything runs.
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let project: Project;
let noTools: TempDir;
let firstPublishAws: TempDir;
beforeAll(async () => {
  project = await makeProject('cli-publish-command');
  await project.station(7, stationJson(7));
  const built = await runCli(['build', '--all', '--out-dir', 'site-build'], project.path, TINY_RUNTIME_ENV);
  if (built.code !== 0) throw new Error(built.stderr);
  noTools = await makeTempDir('no-aws');
  // A dry run still reads the bucket's manifest (what the last publish left): a stand-in AWS CLI
  // that answers as S3 does for a bucket never published to, and uploads nothing.
  firstPublishAws = await makeTempDir('first-publish-aws');
  await writeFile(
    join(firstPublishAws.path, 'aws'),
    '#!/usr/bin/env bash\necho "fatal error: An error occurred (404) when calling the HeadObject operation: Key \\"manifest.json\\" does not exist" >&2\nexit 1\n',
  );
  await chmod(join(firstPublishAws.path, 'aws'), 0o755);
});
afterAll(async () => {
  await project?.remove();
  await noTools?.remove();
  await firstPublishAws?.remove();
});

const publish = (args: string[], env: Record<string, string> = {}) =>
  runCli(['publish', ...args], project.path, {
    PATH: `${firstPublishAws.path}:${process.env.PATH}`,
    HOME: process.env.HOME,
    ...env,
  });

describe('radio-embed publish', () => {
  test('--dry-run prints the uploads of --out-dir, assets first, pages after, the manifest last', async () => {
    const result = await publish(['s3://radio-bucket/embed', '--out-dir', 'site-build', '--dry-run']);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^aws .*site-build.* s3:\/\/radio-bucket\/embed .*assets\//);
    // Each page goes up on its own, with its Content-Security-Policy as metadata.
    const pages = lines.findIndex((line) => line.includes('site-build/7/index.html'));
    expect(pages).toBeGreaterThan(0);
    expect(lines.at(-1)).toContain('manifest.json');
    expect(result.stdout).not.toContain('--endpoint-url');
  });

  test('AWS_ENDPOINT_URL reaches the AWS CLI; empty (a CI secret not set) it means AWS itself', async () => {
    const withEndpoint = await publish(['s3://radio-bucket', '--out-dir', 'site-build', '--dry-run'], { AWS_ENDPOINT_URL: 'http://127.0.0.1:9' });
    expect(withEndpoint.stdout.split('\n')[0]).toContain('--endpoint-url http://127.0.0.1:9');
    const empty = await publish(['s3://radio-bucket', '--out-dir', 'site-build', '--dry-run'], { AWS_ENDPOINT_URL: '' });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).not.toContain('--endpoint-url');
  });

  test('an empty AWS_ENDPOINT_URL never reaches the AWS CLI, which would take "" for an endpoint', async () => {
    // A stand-in `aws` that notes, for each call, whether the variable is set at all.
    const fake = join(noTools.path, 'fake-aws');
    await writeFile(join(noTools.path, 'aws'), `#!/usr/bin/env bash\necho "\${AWS_ENDPOINT_URL-unset}" >> "${fake}"\n`);
    await chmod(join(noTools.path, 'aws'), 0o755);
    try {
      const result = await publish(['s3://radio-bucket', '--out-dir', 'site-build'], { PATH: `${noTools.path}:${process.env.PATH}`, AWS_ENDPOINT_URL: '' });
      expect(result.code, result.stderr).toBe(0);
      const seen = (await readFile(fake, 'utf8')).trim().split('\n');
      expect(seen.length).toBeGreaterThan(2);
      expect(new Set(seen)).toEqual(new Set(['unset']));
    } finally {
      await rm(join(noTools.path, 'aws'));
    }
  });

  test('without the AWS CLI on the PATH: says so, exit 1, nothing run', async () => {
    const result = await publish(['s3://radio-bucket', '--out-dir', 'site-build'], { PATH: noTools.path });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'publish: the AWS CLI (aws) is not on the PATH; publish uploads with it: install it (apt-get install awscli, or https://aws.amazon.com/cli/), or preview the uploads with --dry-run\n',
    });
  });

  test('a target that is not s3://: a usage error', async () => {
    const result = await publish(['radio-bucket', '--dry-run']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the target must be an s3:// URL (s3://bucket or s3://bucket/folder), got "radio-bucket"');
  });

  test("no build: the script's own message, exit 1", async () => {
    const result = await publish(['s3://radio-bucket', '--out-dir', 'nothing-here', '--dry-run']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'publish: nothing-here/manifest.json not found; run radio-embed build first\n' });
  });
});
