// Hostile station files (issue 15 §7): each is refused with a message naming the file and the
// limit, read without hanging or filling memory, and the good station beside it is still
// validated and built. Real CLI processes, as an operator runs them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bundleCli, type CliBundle } from '../support/cli-bundle';
import { HOSTILE_STATIONS } from './support/hostile-stations';
import { makeProject, type Project } from './support/project';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let cli: CliBundle;
beforeAll(async () => {
  cli = await bundleCli();
});
afterAll(() => cli?.remove());

let project: Project;
beforeEach(async () => {
  project = await makeProject('hostile-files');
  await project.station(1, stationJson(1));
});
afterEach(() => project.remove());

const stationsDir = () => join(project.path, 'stations');

describe.each(HOSTILE_STATIONS)('$name', ({ write, message }) => {
  test('validate names the file and its limit, still checks the good station, and exits 1', async () => {
    await write(stationsDir(), 7);
    const run = await cli.run(['validate'], project.path);
    expect(run.signal).toBeNull();
    expect(run.stderr).toMatch(message(7));
    expect(run.stdout).toContain('stations/1.json: valid\n');
    expect(run.code).toBe(1);
  }, 60_000);

  test('build reports it, builds the good station, and exits 1', async () => {
    await write(stationsDir(), 7);
    const run = await cli.run(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    expect(run.signal).toBeNull();
    expect(run.stderr).toMatch(message(7));
    expect(run.stderr).not.toMatch(/RangeError|Maximum call stack|EISDIR|at .*\.mjs:/);
    expect(existsSync(join(project.path, 'dist/1/index.html'))).toBe(true);
    expect(existsSync(join(project.path, 'dist/7'))).toBe(false);
    expect(run.code).toBe(1);
  }, 60_000);
});
