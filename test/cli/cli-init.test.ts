// `radio-embed init`: a new station file that validates as written, with the spec's defaults.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';

let project: Project;
beforeEach(async () => {
  project = await makeProject('cli-init');
});
afterEach(() => project.remove());

const read = async (id: number) => JSON.parse(await readFile(join(project.path, `stations/${id}.json`), 'utf8'));

describe('radio-embed init', () => {
  test('writes every section at the spec defaults; the file validates as it is', async () => {
    const result = await runCli(['init', '--station', '7', '--title', 'Radio Seven'], project.path);
    expect(result).toEqual({
      code: 0,
      stdout: `created stations/7.json
next: put your stream URL in data.audioHtml (now https://stream.example.com/live.mp3)
then: npx radio-embed preview --station 7   # see and hear it at http://127.0.0.1:4242/7/
      npx radio-embed build --station 7     # write its embed to dist/7/
`,
      stderr: '',
    });
    const file = await read(7);
    expect(Object.keys(file)).toEqual(['$schema', 'station', 'data', 'metadata', 'ui', 'social', 'tracking', 'targeting', 'privacy', 'menuitems']);
    expect(file.$schema).toMatch(/^file:\/\/\/.*\/schema\/station\.schema\.json$/);
    expect(file.station).toEqual({ sid: 7, title: 'Radio Seven', name: '', code: '', logo: '', logoLink: '', v7_enable_native_app_install: true });
    expect(file.data).toEqual({ audioHtml: 'https://stream.example.com/live.mp3', stream_id: 2224, enrichment: '' });
    expect(file.ui.flower).toEqual([{ type: 'Volume' }, { type: 'Facebook' }, { type: 'Email' }, { type: 'Twitter' }]);
    expect(file.privacy).toEqual({ enabled: false, regions: ['CA'], repromptAfterDays: 365 });
    expect(file.menuitems).toEqual([{ type: 'nowPlaying', name: 'Now Playing' }]);
    expect(await runCli(['validate', '--station', '7', '--strict'], project.path)).toMatchObject({ code: 0, stderr: '' });
  });

  test('the next steps carry the flags that found the file, and build as printed', async () => {
    await project.config({ publicUrl: 'https://embed.example' });
    const result = await runCli(['init', '--station', '7', '--stream', 'https://live.radio7.example/live.mp3', '--stations-dir', 'my radios', '--config', 'radio-embed.config.json'], project.path);
    expect(result.stdout).toBe(`created my radios/7.json
then: npx radio-embed preview --station 7 --stations-dir 'my radios' --config radio-embed.config.json   # see and hear it at http://127.0.0.1:4242/7/
      npx radio-embed build --station 7 --stations-dir 'my radios' --config radio-embed.config.json     # write its embed to dist/7/
`);
    const build = result.stdout.split('\n')[2]!.split('#')[0]!.trim();
    // The shell's reading of the printed line: words, with 'quoted words' kept whole.
    const words = [...build.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    expect(words.slice(0, 3)).toEqual(['npx', 'radio-embed', 'build']);
    expect((await runCli(words.slice(2), project.path)).code).toBe(0);
  });

  test('--stream goes in the field of its type; the title defaults to "Radio <id>"', async () => {
    await runCli(['init', '--station', '8', '--stream', 'https://live.radio8.example/hls/live.m3u8'], project.path);
    await runCli(['init', '--station', '9', '--stream', 'https://live.radio9.example/live.aac'], project.path);
    expect((await read(8)).data).toEqual({ audioHls: 'https://live.radio8.example/hls/live.m3u8', stream_id: 2224, enrichment: '' });
    expect((await read(8)).station.title).toBe('Radio 8');
    expect((await read(9)).data.audioFlash).toBe('https://live.radio9.example/live.aac');
  });

  test('leaves out what the shared defaults set, so they keep applying', async () => {
    await project.config({ defaults: { ui: { scheme: 'Light' }, privacy: { enabled: false, regions: ['CA', 'VA'] }, social: { twitter: { postMask: 'x' } } } });
    await runCli(['init', '--station', '7'], project.path);
    const file = await read(7);
    expect(file.ui.scheme).toBeUndefined();
    expect(file.ui.toggleMetadata).toBe(true);
    expect(file.privacy).toEqual({ repromptAfterDays: 365 });
    expect(file.social.twitter).toBeUndefined();
  });

  test('refuses to overwrite a station file without --force', async () => {
    await project.station(7, { mine: true });
    expect(await runCli(['init', '--station', '7'], project.path)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'stations/7.json: already exists; use --force to overwrite it\n',
    });
    expect(await read(7)).toEqual({ mine: true });
    expect((await runCli(['init', '--station', '7', '--force'], project.path)).code).toBe(0);
    expect((await read(7)).station.sid).toBe(7);
  });

  test('a broken shared config is reported and nothing is written', async () => {
    await project.config({ publicUrl: 'nope' });
    expect(await runCli(['init', '--station', '7'], project.path)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'radio-embed.config.json: publicUrl: must be an http(s) URL\n',
    });
    await expect(read(7)).rejects.toThrow(/ENOENT/);
  });

  test.each([
    [['init'], /^error: init needs --station <id>\n/],
    [['init', '--station', 'x'], /A station id is a positive integer/],
    [['init', '--station', '7', '--stream', 'rtmp://x'], /^error: option '--stream <url>' must be an http\(s\) URL\n/],
    // Issue 30 §5: commander would keep the last of a repeated flag, silently.
    [
      ['init', '--station', '7', '--stream', 'https://a.radio7.example/live.mp3', '--stream', 'https://b.radio7.example/live.aac'],
      /^error: --stream was given 2 times \("https:\/\/a\.radio7\.example\/live\.mp3", "https:\/\/b\.radio7\.example\/live\.aac"\); init takes one\n/,
    ],
    [['init', '--station', '7', '--station', '8'], /^error: --station was given 2 times \("7", "8"\); init takes one\n/],
    [['init', '--station', '7', '--title', 'A', '--title', 'B'], /^error: --title was given 2 times \("A", "B"\); init takes one\n/],
    [['init', '--station', '7', '--stations-dir', 'a', '--stations-dir', 'b'], /^error: --stations-dir was given 2 times \("a", "b"\); init takes one\n/],
  ])('radio-embed %j is a usage error', async (args, stderr) => {
    const result = await runCli(args, project.path);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(stderr);
    await expect(read(7)).rejects.toThrow(/ENOENT/);
  });
});
