// `radio-embed preview` paints its station pages with the build's prerender (runtime/prerender.tsx),
// on a copy of the runtime so editing it is this test's business only: a painted component's edit
// shows in the next page's paint; an edit the paint is not made from rebuilds the runtime alone
// and the page keeps its paint; a station that starts at once says so, as a built page does.
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPreview, type PreviewServer } from '../../cli/preview/preview-server';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';
import { makeProject, type Project } from './support/project';
import { pageConfigOf } from '../support/page-config';

let project: Project;
let preview: PreviewServer;

/** #app's opening tag and markup. */
const appOf = (html: string): string => /<div id="app"[^]*?<\/div><script type="application\/json"/.exec(html)?.[0] ?? '';
const page = async (id: number) => (await fetch(`${preview.url}/${id}/`)).text();

beforeAll(async () => {
  project = await makeProject('preview-first-paint');
  for (const folder of ['runtime', 'contract']) await cp(join(REPO_ROOT, folder), join(project.path, folder), { recursive: true });
  await symlink(join(REPO_ROOT, 'node_modules'), join(project.path, 'node_modules'));
  // Streams on example hosts: the preview's demo stream and its (polled) demo feed are swapped in.
  const data = { audioHtml: 'https://stream.radio42.example/live.mp3' };
  await project.station(42, { station: { sid: 42, title: 'Radio 42' }, data, metadata: { source: 'stream' } });
  await project.station(7, { station: { sid: 7, title: 'Private FM' }, data, privacy: { enabled: true, regions: ['CA'] } });
  await project.station(9, { station: { sid: 9, title: 'Real FM' }, data: { audioHtml: 'https://icecast.radio9.com/live.mp3' } });
  preview = await startPreview({ port: 0, stationsDir: 'stations', cwd: project.path, root: project.path, log: () => {} });
}, 60_000);

afterAll(async () => {
  await preview?.close();
  await project?.remove();
});

describe('preview paints its station pages as build does', { timeout: 30_000 }, () => {
  test('the player is in #app, and the app waits for intent, although the page plays the demo stream and polls the demo feed', async () => {
    const html = await page(42);
    expect(appOf(html)).toMatch(/^<div id="app"><main class="re-player re-dark" data-player-state="idle">/);
    expect(appOf(html)).toContain('aria-label="Play"');
    const config = pageConfigOf(html);
    expect(config.data.audioHtml).toMatch(/\/demo\/stream\.mp3$/);
    expect(config.metadata.source).toBe('nowplaying');
  });

  test("a cold click's early stream (#app's data-stream) is the station's own, and none where the page plays the demo stream", async () => {
    expect(appOf(await page(9))).toMatch(/^<div id="app" data-stream="https:\/\/icecast\.radio9\.com\/live\.mp3\?" data-stop="Stop"><main /);
    // Station 42 (above): the demo stream plays, so #app names none (the app starts it).
    expect(appOf(await page(42))).toMatch(/^<div id="app"><main /);
  });

  test('a privacy station is painted and starts its app at once, as its built page does', async () => {
    expect(appOf(await page(7))).toMatch(/^<div id="app" data-start="load"><main class="re-player/);
  });

  test('a painted component edited: the next page carries the new paint', async () => {
    const file = join(project.path, 'runtime/ui/Player.tsx');
    const source = await readFile(file, 'utf8');
    expect(source).toContain('<div className="re-bar">');
    await writeFile(file, source.replace('<div className="re-bar">', '<div className="re-bar re-edited">'));
    await waitFor(async () => appOf(await page(42)).includes('class="re-bar re-edited"'), { timeoutMs: 20_000, what: 'the edit in the paint' });
  });

  test('a file the paint is not made from edited: the runtime is rebuilt, the paint stays', async () => {
    const before = (await preview.watcher.current()).bundle.entry.script;
    const painted = appOf(await page(42));
    // The first paint's own script, which the paint (the components) is not made from; a statement
    // with an effect, so that the bundle really changes.
    const file = join(project.path, 'runtime/first-paint/held-input.ts');
    await writeFile(file, `${await readFile(file, 'utf8')}\n(globalThis as { previewTestEdit?: number }).previewTestEdit = 1;\n`);
    await waitFor(async () => (await preview.watcher.current()).bundle.entry.script !== before, { timeoutMs: 20_000, what: 'the runtime to rebuild' });
    expect(appOf(await page(42))).toBe(painted);
  });
});
