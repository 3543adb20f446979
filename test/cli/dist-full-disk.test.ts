// A full disk while a build writes dist/ (issue 15 §5): the file system refuses (ENOSPC, injected
// at a chosen step of the write by cli/write/test-hooks.ts), the build says so in one line and
// exits 1, the output is still one that can be served as it is (each page old or new, each
// allowed by its policy, the manifest true), nothing is left beside it, and the next build
// finishes. Real processes.
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { FAIL_AT_ENV, type WriteStep } from '../../cli/write/test-hooks';
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
const projects = projectsBetweenVersions('dist-full');
afterAll(async () => {
  await cli?.remove();
  await projects.remove();
});

let project: (Project & { dist: string }) | undefined;
afterEach(() => project?.remove());

// 'staged': the disk fills while the new output is staged, before dist/ is touched; the others
// while it is switched in.
const STEPS: WriteStep[] = ['staged', 'interim-headers', 'assets', 'half-files', 'final-headers'];

describe('a full disk while a build writes dist/', { timeout: 60_000 }, () => {
  test.each(STEPS)('at "%s": one clear line, exit 1, a servable dist/, nothing left beside it; the next build finishes', async (step) => {
    project = await projects.next();
    const before = await snapshotDir(project.dist);

    const full = await cli.run(['build', '--all'], project.path, { ...V2_ENV, [FAIL_AT_ENV]: `${step}:ENOSPC` });
    expect(full.code).toBe(1);
    expect(full.stderr).toMatch(/^dist: cannot write the output: ENOSPC: injected at [\w-]+\n$/);
    expect(await checkDist(project.dist, { complete: false })).toEqual([]);
    if (step === 'staged') expect(await snapshotDir(project.dist)).toEqual(before);
    expect((await readdir(dirname(project.dist))).sort()).toEqual(['dist', 'radio-embed.config.json', 'stations']);

    const next = await cli.run(['build', '--all'], project.path, V2_ENV);
    expect(next.stderr).toBe('');
    expect(next.code).toBe(0);
    expect(await checkDist(project.dist)).toEqual([]);
  });
});
