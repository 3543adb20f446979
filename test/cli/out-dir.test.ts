// `--out-dir` never adopts a folder that is not ours (issue 15 §6): `--out-dir .` would list the
// project's private files in the manifest (and publish.sh would upload them), `--out-dir /` as
// root would walk the whole file system. A new, empty or previously built folder is fine. Real
// processes.
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { bundleCli, type CliBundle } from '../support/cli-bundle';
import { checkDist } from '../support/dist-check';
import { makeProject, type Project } from './support/project';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let cli: CliBundle;
beforeAll(async () => {
  cli = await bundleCli();
});
afterAll(() => cli?.remove());

let project: Project | undefined;
afterEach(() => project?.remove());

async function stationProject(): Promise<Project> {
  project = await makeProject('out-dir');
  await project.config({ publicUrl: 'https://embed.example.org' });
  await project.station(1, stationJson(1));
  await writeFile(join(project.path, 'private.txt'), 'not for the CDN\n');
  return project;
}

const build = (outDir: string, cwd: string) => cli.run(['build', '--all', '--out-dir', outDir], cwd, TINY_RUNTIME_ENV);
const REFUSED = /^(.+): is not empty and holds no radio-embed build \(no manifest\.json of ours\); choose a new or empty folder, or the folder of a previous build\n$/;

describe('--out-dir', { timeout: 60_000 }, () => {
  test('refuses the project folder itself (.), writing nothing into it', async () => {
    const { path } = await stationProject();
    const before = (await readdir(path)).sort();
    const result = await build('.', path);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(REFUSED);
    expect((await readdir(path)).sort()).toEqual(before);
  });

  test('refuses a non-empty folder that holds no build of ours', async () => {
    const { path } = await stationProject();
    await mkdir(join(path, 'site'));
    await writeFile(join(path, 'site/index.html'), '<p>the station site</p>\n');
    const result = await build('site', path);
    expect(result.code).toBe(1);
    expect(result.stderr.match(REFUSED)?.[1]).toBe('site');
    expect(await readdir(join(path, 'site'))).toEqual(['index.html']);
  });

  test('refuses / at once, without walking it', async () => {
    const { path } = await stationProject();
    const started = Date.now();
    const result = await build('/', path);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(REFUSED);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(existsSync('/manifest.json')).toBe(false);
  });

  test('builds into a new folder, an empty one, and again into its own previous output', async () => {
    const { path } = await stationProject();
    expect((await build('out/new', path)).code).toBe(0);
    expect(await checkDist(join(path, 'out/new'))).toEqual([]);
    await mkdir(join(path, 'empty'));
    expect((await build('empty', path)).code).toBe(0);
    expect(await checkDist(join(path, 'empty'))).toEqual([]);
    const again = await build('empty', path);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    expect(await checkDist(join(path, 'empty'))).toEqual([]);
  });
});
