import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { makeProject, type Project } from './project';
import { runCli } from './run-cli';
import { stationJson } from './station-json';
import { TINY_RUNTIME_ENV } from './tiny-runtime';

/** v2 bundles another tiny runtime than v1, so it adds assets as a real runtime change does. */
export const V1_ENV = TINY_RUNTIME_ENV;
export const V2_ENV = { ...TINY_RUNTIME_ENV, RADIO_EMBED_RUNTIME_ENTRY: 'test/fixtures/bundle/parallel/entry.ts' };

/**
 * Stations 1–6 in version 1, then version 2: every station's custom JS and CSS change (so each
 * page needs another policy), station 7 is new. A rebuild from v1 to v2 changes every kind of file.
 */
export async function writeStations(project: Project, version: 1 | 2): Promise<void> {
  const ids = version === 1 ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  for (const id of ids) {
    await project.station(id, stationJson(id, { ui: { extraJsV7Minimal: `window.station${id} = 'v${version}';`, extraCssV7Minimal: `.station-title{--v:${version}}` } }));
  }
}

/** A project with v1 built into `dist/` and the v2 station files written, ready for the rebuild. */
export async function projectBetweenVersions(prefix: string): Promise<Project & { dist: string }> {
  const project = await makeProject(prefix);
  await project.config({ publicUrl: 'https://embed.example.org' });
  await writeStations(project, 1);
  const built = await runCli(['build', '--all'], project.path, V1_ENV);
  if (built.code !== 0) throw new Error(`the v1 build failed: ${built.stderr}`);
  await writeStations(project, 2);
  return { ...project, dist: join(project.path, 'dist') };
}

/**
 * Projects between the versions for a file that needs one per test (issue 28): v1 is built once,
 * on the first `next()`, and each project is a copy of that one (a build's output holds nothing
 * of the folder it was built in), so a file of nine tests runs one v1 build, not nine.
 */
export function projectsBetweenVersions(prefix: string): { next(): Promise<Project & { dist: string }>; remove(): Promise<void> } {
  let template: Promise<Project & { dist: string }> | undefined;
  return {
    async next() {
      const from = await (template ??= projectBetweenVersions(`${prefix}-v1`));
      const project = await makeProject(prefix);
      await cp(from.path, project.path, { recursive: true });
      return { ...project, dist: join(project.path, 'dist') };
    },
    remove: async () => (await template?.catch(() => undefined))?.remove(),
  };
}

/** Copies a built project's output, e.g. to keep v1's pages to compare with later. */
export const copyDist = (from: string, to: string) => cp(from, to, { recursive: true });
