// Issue 30 §5: an http:// stream, service or image under an https:// publicUrl is mixed content.
// validate, build and init say so, with what listeners will get, where the operator works.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

const STREAM_LINE =
  'warning: stations/7.json: data.audioHtml: is an http:// address under the https:// publicUrl https://embed.radio7.example: browsers ask for its https:// address instead (or block it); where that does not answer, listeners see "Connecting…" for about 10 s, then that the stream cannot be played; use its https:// URL (radio-embed doctor checks whether it answers)';
const LOGO_LINE =
  'warning: stations/7.json: station.logo: is an http:// address under the https:// publicUrl https://embed.radio7.example: browsers ask for its https:// address instead; where that does not answer, listeners see no image; use its https:// URL (radio-embed doctor checks whether it answers)';
const MIXED = { station: { logo: 'http://img.radio7.example/logo.png' }, data: { audioHtml: 'http://stream.radio7.example/live.mp3' } };

let project: Project;
beforeEach(async () => {
  project = await makeProject('mixed-content');
  await project.config({ publicUrl: 'https://embed.radio7.example' });
});
afterEach(() => project.remove());

describe('http:// addresses under an https:// publicUrl', () => {
  test('validate warns about each, saying what listeners get, and still passes', async () => {
    await project.station(7, stationJson(7, MIXED));
    const result = await runCli(['validate'], project.path);
    expect(result).toEqual({ code: 0, stdout: 'stations/7.json: valid\n', stderr: `${STREAM_LINE}\n${LOGO_LINE}\n` });
  });

  test('a now-playing source read with fetch is blocked, and said so', async () => {
    await project.station(7, stationJson(7, { metadata: { source: 'nowplaying', url: 'http://api.radio7.example/now' } }));
    const result = await runCli(['validate'], project.path);
    expect(result.stderr).toContain('stations/7.json: metadata.url: is an http:// address under the https:// publicUrl https://embed.radio7.example: browsers block it (the player reads it with fetch): listeners get nothing from it');
  });

  test('build warns too, and builds', async () => {
    await project.station(7, stationJson(7, MIXED));
    const result = await runCli(['build', '--station', '7', '--out-dir', join(project.path, 'dist')], project.path, TINY_RUNTIME_ENV);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(STREAM_LINE);
    expect(result.stderr).toContain(LOGO_LINE);
  });

  test('init warns about an http:// --stream', async () => {
    const result = await runCli(['init', '--station', '7', '--stream', 'http://stream.radio7.example/live.mp3'], project.path);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(STREAM_LINE);
  });

  test('nothing is said under an http:// publicUrl, or for https:// addresses', async () => {
    await project.station(7, stationJson(7, MIXED));
    await project.station(8, stationJson(8));
    expect((await runCli(['validate', '--station', '8'], project.path)).stderr).toBe('');
    await project.config({ publicUrl: 'http://embed.radio7.example' });
    expect((await runCli(['validate', '--station', '7'], project.path)).stderr).toBe('');
  });
});
