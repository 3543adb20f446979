// Issue 30 §5: the preview gallery's badge reflects `doctor`'s findings, checked in the
// background and cached, "checking…" meanwhile; a station that cannot play is no green "valid".
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPreview, type PreviewServer } from '../../cli/preview/preview-server';
import { freePort } from '../support/free-port';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { waitFor } from '../support/wait-for';
import { makeProject, type Project } from './support/project';
import { stationJson } from './support/station-json';

// AAC: doctor times an MP3 start (Chromium waits for 128 KB), which a busy machine could make slow.
const AAC = Buffer.alloc(4096, 1);

let project: Project;
let preview: PreviewServer;
let station: Listening;
const asked: string[] = [];

beforeAll(async () => {
  station = await listenOnLoopback(
    createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/live.aac') return void response.writeHead(200, { 'Content-Type': 'audio/aac' }).end(AAC);
      if (request.url === '/logo.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(64));
      response.writeHead(404).end();
    }),
  );
  project = await makeProject('preview-badges');
  await mkdir(join(project.path, 'runtime'));
  await writeFile(join(project.path, 'runtime/main.ts'), 'document.body.append("tiny runtime");\n');
  await project.config({ publicUrl: 'http://127.0.0.1:9' });
  const closed = await freePort();
  await project.station(1, stationJson(1, { data: { audioHtml: `${station.url}/gone.aac` } }));
  await project.station(2, stationJson(2, { data: { audioHtml: `http://127.0.0.1:${closed}/live.aac` } }));
  await project.station(3, stationJson(3, { station: { logo: `${station.url}/missing-logo.png` }, data: { audioHtml: `${station.url}/live.aac` } }));
  await project.station(4, stationJson(4, { station: { logo: `${station.url}/logo.png` }, data: { audioHtml: `${station.url}/live.aac` } }));
  // The demo station's kind: a reserved example host, explained by doctor (preview plays its demo stream).
  await project.station(5, stationJson(5));
  preview = await startPreview({ port: 0, stationsDir: 'stations', cwd: project.path, root: project.path, entryPoint: 'runtime/main.ts', log: () => {}, doctorTimeoutMs: 2000 });
}, 30_000);
afterAll(async () => {
  await preview?.close();
  await station?.close();
  await project?.remove();
});

const gallery = async () => {
  const html = await (await fetch(`${preview.url}/`)).text();
  const doc = new new Window().DOMParser().parseFromString(html, 'text/html');
  const badges = Object.fromEntries([...doc.querySelectorAll('[data-station]')].map((card) => [card.getAttribute('data-station'), card.querySelector('.badge')!.textContent]));
  const reports = (id: number) => doc.querySelector(`[data-station="${id}"] .reports`)?.textContent ?? '';
  return { badges, reports, reloads: doc.querySelector('meta[http-equiv="refresh"]') !== null };
};

// In order, also under --sequence.shuffle: the first test's first look must come before any check
// has run, which the second test's edit starts.
describe('gallery badges', { shuffle: false }, () => {
  test('the gallery shows "checking…" at once, then each station as doctor finds it, from a cache', async () => {
    const first = await gallery();
    expect(first.badges).toEqual({ 1: 'checking…', 2: 'checking…', 3: 'checking…', 4: 'checking…', 5: 'checking…' });
    // The page reloads itself while a check runs.
    expect(first.reloads).toBe(true);

    const done = await waitFor(async () => {
      const page = await gallery();
      return Object.values(page.badges).includes('checking…') ? undefined : page;
    });
    expect(done.badges).toEqual({ 1: 'error', 2: 'error', 3: 'warning', 4: 'valid', 5: 'warning' });
    expect(done.reloads).toBe(false);
    expect(done.reports(1)).toBe('doctor: data.audioHtml: HTTP 404');
    expect(done.reports(2)).toMatch(/^doctor: data\.audioHtml: cannot connect: connect ECONNREFUSED/);
    expect(done.reports(3)).toBe('doctor: station.logo: HTTP 404');
    expect(done.reports(5)).toBe('doctor: data.audioHtml: stream.radio5.example is a reserved example host (RFC 2606/6761) that no server answers for; not contacted');

    // Cached: another visit asks the servers nothing.
    const before = asked.length;
    expect((await gallery()).badges).toEqual(done.badges);
    expect(asked.length).toBe(before);
  });

  test('an edited station is checked again; the others keep their verdict', async () => {
    await waitFor(async () => !Object.values((await gallery()).badges).includes('checking…') || undefined);
    await project.station(1, stationJson(1, { data: { audioHtml: `${station.url}/live.aac` } }));
    const page = await gallery();
    expect(page.badges).toMatchObject({ 1: 'checking…', 2: 'error', 4: 'valid' });
    const fixed = await waitFor(async () => {
      const next = await gallery();
      return next.badges[1] === 'checking…' ? undefined : next;
    });
    expect(fixed.badges[1]).toBe('valid');
  });
});
