// A previous build's manifest.json is never trusted (issue 15 §9): edited by hand or by an
// attacker — a CSP line carrying a header on a new line, a file path out of the folder — it can
// put nothing into _headers and make the build touch nothing outside its output. Real processes.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
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

test('a tampered manifest injects no header and reaches no file outside dist/; the kept station is named', { timeout: 60_000 }, async () => {
  project = await makeProject('dist-tampered');
  await project.config({ publicUrl: 'https://embed.example.org' });
  for (const id of [1, 2]) await project.station(id, stationJson(id, { ui: { extraJsV7Minimal: `window.station${id} = 1;` } }));
  expect((await cli.run(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
  const dist = join(project.path, 'dist');
  const headersBefore = await readFile(join(dist, '_headers'), 'utf8');

  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  manifest.stations['1'].csp += '\n  X-Evil: injected';
  manifest.files['../outside.txt'] = Object.values(manifest.files)[0];
  await writeFile(join(dist, 'manifest.json'), JSON.stringify(manifest));

  // Station 1 is kept as it is: its policy would come from the manifest if it were trusted.
  const result = await cli.run(['build', '--station', '2'], project.path, TINY_RUNTIME_ENV);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('dist/manifest.json: stations["1"]: does not match the page in 1/ (edited by hand?); rebuild station 1');
  const headers = await readFile(join(dist, '_headers'), 'utf8');
  expect(headers).not.toContain('X-Evil');
  expect(headers).toBe(headersBefore);
  expect(existsSync(join(project.path, 'outside.txt'))).toBe(false);

  // Rebuilding the station named in the message repairs the output.
  expect((await cli.run(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
  expect(await checkDist(dist)).toEqual([]);
  expect(await readFile(join(dist, '_headers'), 'utf8')).not.toContain('X-Evil');
});
