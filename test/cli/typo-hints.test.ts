// Issue 21 §3: the slips operators make — a misspelled control, scheme, source or key — are named
// with the value they most likely meant, so a typo never builds a station with silent defaults.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { closestName } from '../../cli/validate/closest-name';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

let project: Project;
beforeEach(async () => {
  project = await makeProject('typo-hints');
});
afterEach(() => project.remove());

describe('misspelled values are errors that name the value meant', () => {
  test('ui.flower types and ui.scheme, in both flower forms', async () => {
    await project.station(7, stationJson(7, { ui: { scheme: 'Ligth', flower: ['Volum', { type: 'Facebok' }, 'twitter', { type: 'EMAIL' }] } }));
    expect(await runCli(['validate', '--station', '7'], project.path)).toEqual({
      code: 1,
      stdout: '',
      stderr: `stations/7.json: ui.scheme: must be one of "Dark", "Light"; got "Ligth"; did you mean "Light"?
stations/7.json: ui.flower[0]: must be one of "Volume", "Facebook", "Email", "Twitter"; got "Volum"; did you mean "Volume"?
stations/7.json: ui.flower[1].type: must be one of "Volume", "Facebook", "Email", "Twitter"; got "Facebok"; did you mean "Facebook"?
`,
    });
  });

  test('a value close to nothing known gets no guess; letter case is free', async () => {
    await project.station(7, stationJson(7, { ui: { scheme: 'light', flower: ['Clock'] } }));
    expect((await runCli(['validate', '--station', '7'], project.path)).stderr).toBe(
      'stations/7.json: ui.flower[0]: must be one of "Volume", "Facebook", "Email", "Twitter"; got "Clock"\n',
    );
  });

  test('every enum of the contract hints: metadata.source', async () => {
    await project.station(7, stationJson(7, { metadata: { source: 'icecats' } }));
    expect((await runCli(['validate', '--station', '7'], project.path)).stderr).toBe(
      'stations/7.json: metadata.source: must be one of "stream", "icecast", "nowplaying", "none"; got "icecats"; did you mean "icecast"?\n',
    );
  });

  test('a typo in the shared defaults is blamed on the config file', async () => {
    await project.config({ defaults: { ui: { scheme: 'Drak' } } });
    await project.station(7, stationJson(7));
    expect((await runCli(['validate', '--station', '7'], project.path)).stderr).toBe(
      'radio-embed.config.json: defaults.ui.scheme: must be one of "Dark", "Light"; got "Drak"; did you mean "Dark"?\n',
    );
  });
});

describe('misspelled keys are warnings that name the key meant; errors with --strict', () => {
  beforeEach(async () => {
    const station = stationJson(7);
    await project.station(7, { ...station, uii: { scheme: 'Light' }, station: { ...(station.station as object), titel: 'x' }, metadata: { Source: 'none' } });
    await project.config({ publicURL: 'https://embed.example', defaults: { tracking: { google: { enabeld: true } } } });
  });

  // "titel" is not taken for "title": the file has a title, so it is some other key.
  test('at every depth, in station files and the shared config', async () => {
    expect(await runCli(['validate', '--station', '7'], project.path)).toEqual({
      code: 0,
      stdout: 'stations/7.json: valid\n',
      stderr: `warning: radio-embed.config.json: publicURL: unknown key; did you mean "publicUrl"?
warning: radio-embed.config.json: defaults.tracking.google.enabeld: unknown key; did you mean "enabled"?
warning: stations/7.json: station.titel: unknown key
warning: stations/7.json: uii: unknown key; did you mean "ui"?
warning: stations/7.json: metadata.Source: unknown key; did you mean "source"?
`,
    });
  });

  test('--strict: the same lines are problems and nothing is built', async () => {
    const result = await runCli(['build', '--station', '7', '--strict'], project.path);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`radio-embed.config.json: publicURL: unknown key; did you mean "publicUrl"?
radio-embed.config.json: defaults.tracking.google.enabeld: unknown key; did you mean "enabled"?
stations/7.json: station.titel: unknown key
stations/7.json: uii: unknown key; did you mean "ui"?
stations/7.json: metadata.Source: unknown key; did you mean "source"?
`);
  });
});

describe('closestName', () => {
  test.each([
    ['Ligth', ['Dark', 'Light'], 'Light'],
    ['uii', ['ui', 'data'], 'ui'],
    ['VOLUME', ['Volume'], 'Volume'],
    ['ab', ['ui'], undefined],
    ['Purple', ['Dark', 'Light'], undefined],
  ] as const)('%s among %j → %s', (written, known, meant) => {
    expect(closestName(written, known)).toBe(meant);
  });
});
