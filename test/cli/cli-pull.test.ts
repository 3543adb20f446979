// `radio-embed pull`: migrating a station from the existing station service (spec §3, §7), against
// a real HTTP server on loopback.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { freePort } from '../support/free-port';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { startStationService, type StationService } from './support/station-service';
import { stationJson } from './support/station-json';

// What the service sends: the station under data.data, with legacy fields this player does not know.
const legacy = { ...stationJson(42), ads: { gateway: { url: '' } }, vast: { tag: 'x' } };
let service: StationService;
let base: string;
beforeAll(async () => {
  service = await startStationService({
    '42': { status: 200, body: JSON.stringify({ status: 'ok', data: { data: legacy } }) },
    '43': { status: 200, body: JSON.stringify({ status: 'ok', data: { data: null } }) },
    '44': { status: 200, body: '<html>maintenance</html>' },
    '45': { status: 500, body: '{}' },
    '46': { status: 200, body: JSON.stringify({ data: { data: stationJson(46, { station: { title: '' } }) } }) },
  });
  base = `${service.url}/api`;
});
afterAll(() => service?.close());

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-pull');
});
afterEach(() => project.remove());

const FATAL = (id: number) => `Fatal Error: Unable to load config for station ${id}`;

describe('radio-embed pull', () => {
  test('GET {base}/station?uid=N, validates data.data, writes it as it came plus "$schema"', async () => {
    const result = await runCli(['pull', '--station', '42', '--from', `${base}/`], project.path);
    expect(result).toEqual({
      code: 0,
      stdout: `pulled station 42 → stations/42.json
then: npx radio-embed preview --station 42   # see and hear it at http://127.0.0.1:4242/42/
      npx radio-embed build --station 42     # write its embed to dist/42/
`,
      stderr: `warning: ${base}/station?uid=42 data.data: vast: unknown key\n`,
    });
    expect(service.requests.at(-1)).toBe('/api/station?uid=42');
    const written = JSON.parse(await readFile(join(project.path, 'stations/42.json'), 'utf8'));
    expect(written).toEqual({ $schema: expect.stringMatching(/station\.schema\.json$/), ...legacy });
    expect((await runCli(['build', '--station', '42', '--out-dir', 'dist'], project.path, { RADIO_EMBED_RUNTIME_ENTRY: 'test/fixtures/bundle/entry.tsx' })).code).toBe(0);
  });

  test.each([
    [43, 'no station in data.data', (url: string) => `${url}: ${FATAL(43)}\n`],
    [44, 'a body that is not JSON', (url: string) => `${url}: the response is not JSON\n${FATAL(44)}\n`],
    [45, 'an HTTP error', (url: string) => `${url}: HTTP 500 Internal Server Error\n${FATAL(45)}\n`],
    [47, 'an unknown station (404)', (url: string) => `${url}: HTTP 404 Not Found\n${FATAL(47)}\n`],
  ])('station %i, %s: the spec\'s fatal error, exit 1, nothing written', async (id, _name, stderr) => {
    const result = await runCli(['pull', '--station', String(id), '--from', base], project.path);
    expect(result).toEqual({ code: 1, stdout: '', stderr: stderr(`${base}/station?uid=${id}`) });
    await expect(readFile(join(project.path, `stations/${id}.json`))).rejects.toThrow(/ENOENT/);
  });

  test('a service that does not answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const result = await runCli(['pull', '--station', '42', '--from', closed], project.path);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `${closed}/station?uid=42: cannot fetch: ECONNREFUSED\n${FATAL(42)}\n` });
  });

  test('an invalid station is reported where it came from and not written', async () => {
    const result = await runCli(['pull', '--station', '46', '--from', base], project.path);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `${base}/station?uid=46 data.data: station.title: must not be empty\n` });
    await expect(readFile(join(project.path, 'stations/46.json'))).rejects.toThrow(/ENOENT/);
  });

  test('refuses to overwrite a station file without --force, before asking the service', async () => {
    await project.station(42, { mine: true });
    const before = service.requests.length;
    expect(await runCli(['pull', '--station', '42', '--from', base], project.path)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'stations/42.json: already exists; use --force to overwrite it\n',
    });
    expect(service.requests.length).toBe(before);
    expect((await runCli(['pull', '--station', '42', '--from', base, '--force'], project.path)).code).toBe(0);
  });

  test.each([
    [['pull', '--station', '42'], /^error: pull needs --from <base>/],
    [['pull', '--from', 'https://api.example.com'], /^error: pull needs --station <id>/],
    [['pull', '--station', '42', '--from', 'api.example.com'], /The base URL must be an http\(s\) URL/],
  ])('radio-embed %j is a usage error', async (args, stderr) => {
    const result = await runCli(args, project.path);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(stderr);
  });
});
