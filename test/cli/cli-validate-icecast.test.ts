// `radio-embed validate` and an Icecast station's mount (issue 17 §1): where the status page
// answers, it must list a source the player will pick; `--offline` asks nothing.
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

const STATUS = JSON.stringify({
  icestats: {
    source: [
      { listenurl: 'http://icecast:8000/live.mp3', title: 'A - B' },
      { listenurl: 'http://icecast:8000/live.aac', title: 'A - B' },
    ],
  },
});

let icecast: Listening;
let asked = 0;
beforeAll(async () => {
  icecast = await listenOnLoopback(
    createServer((request, response) => {
      asked++;
      response.writeHead(request.url === '/status-json.xsl' ? 200 : 404, { 'content-type': 'application/json' }).end(STATUS);
    }),
  );
});
afterAll(() => icecast.close());

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-validate-icecast');
  asked = 0;
});
afterEach(() => project.remove());

const icecastStation = (sid: number, audioHtml: string, metadata: Record<string, unknown> = {}) =>
  stationJson(sid, { data: { audioHtml }, metadata: { source: 'icecast', url: `${icecast.url}/status-json.xsl`, ...metadata } });

describe('radio-embed validate: the Icecast mount', () => {
  test('warns when no source is the stream’s, naming the mounts Icecast lists', async () => {
    await project.station(42, icecastStation(42, 'https://radio.example/listen/station/radio.mp3'));
    const result = await runCli(['validate', '--station', '42'], project.path);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'warning: stations/42.json: metadata.url: no source on this Icecast status page is the stream\'s (Icecast lists /live.mp3, /live.aac; neither the stream paths, their file names nor metadata.mount pick one), so the track line stays empty; set metadata.mount to the stream\'s mount, e.g. "/live.mp3"\n',
    );
  });

  test('is quiet when the file name or metadata.mount picks one', async () => {
    await project.station(42, icecastStation(42, 'https://radio.example/listen/live.mp3'));
    await project.station(43, icecastStation(43, 'https://radio.example/listen/station/radio.mp3', { mount: '/live.aac' }));
    const result = await runCli(['validate'], project.path);
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  test('warns at metadata.mount when the mount named is not there', async () => {
    await project.station(42, icecastStation(42, 'https://radio.example/listen/live.mp3', { mount: '/gone.mp3' }));
    const result = await runCli(['validate', '--station', '42'], project.path);
    expect(result.stderr).toMatch(/^warning: stations\/42\.json: metadata\.mount: no source on this Icecast status page/);
  });

  test('--offline asks nothing; an unreachable status page is left out', async () => {
    await project.station(42, icecastStation(42, 'https://radio.example/listen/station/radio.mp3'));
    expect(await runCli(['validate', '--offline'], project.path)).toMatchObject({ code: 0, stderr: '' });
    expect(asked).toBe(0);
    await project.station(42, icecastStation(42, 'https://radio.example/x.mp3', { url: `${icecast.url}/missing` }));
    expect(await runCli(['validate'], project.path)).toMatchObject({ code: 0, stderr: '' });
  });
});
