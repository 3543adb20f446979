// A build killed at any moment of its write leaves an output that can be served as it is (each
// page old or new, each allowed by its policy, the manifest true), and the next build cleans up
// and finishes. Real processes, killed with SIGKILL at a chosen step (cli/write/test-hooks.ts).
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { KILL_AT_ENV, type WriteStep } from '../../cli/write/test-hooks';
import { bundleCli, type CliBundle } from '../support/cli-bundle';
import { checkDist } from '../support/dist-check';
import { snapshotDir } from './support/dir-snapshot';
import type { Project } from './support/project';
import { projectsBetweenVersions, V2_ENV } from './support/two-versions';

let cli: CliBundle;
beforeAll(async () => {
  cli = await bundleCli();
});
// v1 built once for the file, copied for each test.
const projects = projectsBetweenVersions('dist-crash');
afterAll(async () => {
  await cli?.remove();
  await projects.remove();
});

let project: (Project & { dist: string }) | undefined;
afterEach(() => project?.remove());

const STEPS: WriteStep[] = ['locked', 'staged', 'interim-manifest', 'interim-headers', 'assets', 'half-files', 'files', 'final-headers', 'final-manifest'];

describe('a build killed while it writes dist/', { timeout: 60_000 }, () => {
  test.each(STEPS)('at "%s" leaves each page old or new, served with a policy that allows it; the next build finishes', async (step) => {
    project = await projects.next();
    const v1 = await stationFiles(project.dist);

    const killed = await cli.run(['build', '--all'], project.path, { ...V2_ENV, [KILL_AT_ENV]: step });
    expect(killed.signal).toBe('SIGKILL');
    expect(await checkDist(project.dist, { complete: false })).toEqual([]);
    const left = await stationFiles(project.dist);
    // What the next build has to clean up: the lock of a process that is gone, the staging folder.
    const beside = await readdir(dirname(project.dist));
    expect(beside).toContain('.dist.lock');
    if (step !== 'locked') expect(beside.some((name) => name.startsWith('.dist.tmp-'))).toBe(true);

    const next = await cli.run(['build', '--all'], project.path, V2_ENV);
    expect(next.stderr).toBe('');
    expect(next.code).toBe(0);
    expect(await checkDist(project.dist)).toEqual([]);
    const v2 = await stationFiles(project.dist);
    for (const [path, contents] of Object.entries(left)) expect([v1[path], v2[path]], path).toContain(contents);
    // Nothing of the killed run is left beside dist/.
    expect((await readdir(dirname(project.dist))).sort()).toEqual(['dist', 'radio-embed.config.json', 'stations']);
  });
});

/** Station files only: assets are only ever added, and _headers and the manifest are checked by checkDist. */
async function stationFiles(dist: string): Promise<Record<string, string>> {
  const all = await snapshotDir(dist);
  return Object.fromEntries(Object.entries(all).filter(([path]) => /^\d+\//.test(path)));
}

