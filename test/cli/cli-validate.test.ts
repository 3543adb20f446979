// `radio-embed validate`: the build's checks without a build, as text or one JSON document.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-validate');
  await project.station(42, stationJson(42));
  await project.station(7, stationJson(7, { station: { title: '' }, data: { audioHtml: 'ftp://x' } }));
  await project.station(9, { ...stationJson(9), podcasts: {} });
});
afterEach(() => project.remove());

describe('radio-embed validate', () => {
  test('checks every station by default; problems and warnings on stderr; exit 1', async () => {
    const result = await runCli(['validate'], project.path);
    expect(result).toEqual({
      code: 1,
      stdout: 'stations/9.json: valid\nstations/42.json: valid\n2 valid, 1 invalid\n',
      stderr: `warning: stations/9.json: podcasts: unknown key
stations/7.json: station.title: must not be empty
stations/7.json: data.audioHtml: must be an http(s) URL
`,
    });
  });

  test('--station checks only those; all valid is exit 0', async () => {
    expect(await runCli(['validate', '--station', '42'], project.path)).toEqual({ code: 0, stdout: 'stations/42.json: valid\n', stderr: '' });
  });

  test('--strict turns unknown keys into problems', async () => {
    const result = await runCli(['validate', '--station', '9', '--strict'], project.path);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'stations/9.json: podcasts: unknown key\n' });
  });

  test('--json prints one document: per station ok, or its problems as {path, message}', async () => {
    const result = await runCli(['validate', '--all', '--json'], project.path);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toEqual({
      ok: false,
      problems: [],
      warnings: [],
      stations: [
        { id: 7, file: 'stations/7.json', ok: false, warnings: [], problems: [
          { file: 'stations/7.json', path: 'station.title', message: 'must not be empty', code: 'EMPTY_STRING' },
          { file: 'stations/7.json', path: 'data.audioHtml', message: 'must be an http(s) URL', code: 'NOT_HTTP_URL' },
        ] },
        { id: 9, file: 'stations/9.json', ok: true, warnings: [{ file: 'stations/9.json', path: 'podcasts', message: 'unknown key', code: 'UNKNOWN_KEY' }] },
        { id: 42, file: 'stations/42.json', ok: true, warnings: [] },
      ],
    });
  });

  test('--json with a broken shared config: its problems, no station verdicts', async () => {
    await project.config('{ "publicUrl": "nope" }');
    const result = await runCli(['validate', '--json'], project.path);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: false,
      problems: [{ file: 'radio-embed.config.json', path: 'publicUrl', message: 'must be an http(s) URL', code: 'NOT_HTTP_URL' }],
      warnings: [],
      stations: [],
    });
    expect(result.stderr).toBe('radio-embed.config.json: publicUrl: must be an http(s) URL\n');
  });

  test('a JSON syntax error carries its line and column', async () => {
    await project.station(5, '{\n  "station": { "sid": 5 }\n  "data": {}\n}');
    const result = await runCli(['validate', '--station', '5', '--json'], project.path);
    expect(JSON.parse(result.stdout).stations[0].problems).toEqual([
      { file: 'stations/5.json', path: '', message: `malformed JSON: expected ',' or '}' after property value, got '"'`, code: 'MALFORMED_JSON', line: 3, column: 3 },
    ]);
  });

  test('privacy on without a geo service validates, with a warning saying what will happen', async () => {
    await project.station(6, stationJson(6, { privacy: { enabled: true, regions: ['CA', 'tx'] } }));
    const result = await runCli(['validate', '--station', '6'], project.path);
    expect(result).toEqual({
      code: 0,
      stdout: 'stations/6.json: valid\n',
      stderr:
        'warning: stations/6.json: privacy.enabled: privacy is enabled but services.geo.url is not set: the privacy mode never resolves, so no tracking or targeting loads\n' +
        // Issue 18 §5: the default notice path with no station site to resolve it against.
        "warning: stations/6.json: services.privacyNoticeUrl: is a path: it would open on the player's CDN, where there is no notice page (a 404 for the listener); with privacy enabled, give an absolute http(s) URL, or set station.logoLink to the station's site, which the path is then resolved against\n",
    });
    await project.config({ services: { geo: { url: 'https://geo.example.com' }, privacyNoticeUrl: 'https://radio.example/privacy' } });
    expect((await runCli(['validate', '--station', '6'], project.path)).stderr).toBe('');
  });

  test('the service settings the integrations read are checked like every URL', async () => {
    const services = {
      piwik: { trackerUrl: 'https://matomo.radio6.example/' },
      userRegistration: { url: 'https://a2x.example.com/pixel' },
      google: { scriptUrl: 'https://cdn.radio6.example/gtag.js' },
      nielsen: { sdkUrl: 'ftp://nielsen.example.com/sdk.js' },
      quantcast: { pixelUrl: 'not a url' },
    };
    await project.station(6, stationJson(6, { services }));
    expect(await runCli(['validate', '--station', '6'], project.path)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'stations/6.json: services.nielsen.sdkUrl: must be an http(s) URL\nstations/6.json: services.quantcast.pixelUrl: must be an http(s) URL\n',
    });
  });
});
