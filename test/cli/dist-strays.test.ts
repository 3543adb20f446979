// The build owns its output folder (issue 30 §3): a file it did not write — a draft page, notes, an
// HTML file among the assets, an extra file in a station's folder, a symlink — would be served by
// every host that serves the folder, without a Content-Security-Policy. The next build names each
// one and moves it out, beside the folder (dist.strays/<time>/), keeping its path and its bytes;
// the manifest never lists it, so publish.sh never uploads it.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { checkDist } from '../support/dist-check';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let project: Project | undefined;
afterEach(() => project?.remove());

const STRAYS = ['_redirects', 'assets/evil.html', 'drafts/', 'link', 'notes.txt', '7/extra.html'];

test('files the build did not write are named and moved out of the folder; the build goes on', async () => {
  project = await makeProject('dist-strays');
  await project.config({ publicUrl: 'https://embed.example.org' });
  for (const id of [7, 42]) await project.station(id, stationJson(id));
  expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
  const dist = join(project.path, 'dist');
  await mkdir(join(dist, 'drafts'));
  await writeFile(join(dist, 'drafts/index.html'), '<script>alert("no policy")</script>');
  await writeFile(join(dist, 'notes.txt'), 'notes');
  await writeFile(join(dist, '_redirects'), '/* /42/ 200');
  await writeFile(join(dist, 'assets/evil.html'), '<script>alert(1)</script>');
  await writeFile(join(dist, '7/extra.html'), '<p>extra</p>');
  await symlink('/etc', join(dist, 'link'));
  // The Cloudflare worker is put there by the operator, as docs/operators.md says: it stays.
  await writeFile(join(dist, '_worker.js'), 'export default {};');

  await project.station(42, stationJson(42, { station: { title: 'Renamed' } }));
  const result = await runCli(['build', '--station', '42'], project.path, TINY_RUNTIME_ENV);
  expect(result.code, result.stderr).toBe(0);
  const [moved] = await readdir(join(project.path, 'dist.strays'));
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toEqual(
    STRAYS.toSorted().map(
      (path) =>
        `warning: dist/${path}: not written by radio-embed; moved out of the output folder to dist.strays/${moved}/${path}, so no host serves it without a Content-Security-Policy and publish.sh never uploads it`,
    ),
  );
  for (const path of STRAYS) expect([path, existsSync(join(dist, path))]).toEqual([path, false]);
  // Kept, with their bytes, where the message says.
  expect(await readFile(join(project.path, 'dist.strays', moved!, 'drafts/index.html'), 'utf8')).toContain('no policy');
  expect(await readFile(join(project.path, 'dist.strays', moved!, '7/extra.html'), 'utf8')).toBe('<p>extra</p>');
  expect(await readFile(join(dist, '_worker.js'), 'utf8')).toBe('export default {};');
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  expect(Object.keys(manifest.files).filter((path) => /drafts|evil|extra|notes|link|redirects/.test(path))).toEqual([]);
  expect((await checkDist(dist)).filter((line) => line !== '_worker.js is not in manifest.json')).toEqual([]);

  // The next build finds nothing more to move.
  const again = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
  expect([again.code, again.stderr]).toEqual([0, '']);
});
