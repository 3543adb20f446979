// One fixture folder per bad input (test/fixtures/stations/<case>/), run as an operator would from
// inside it. Each asserts the exact text printed, exit code 1, and that nothing was written.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { snapshotDir } from './support/dir-snapshot';
import { runCli } from './support/run-cli';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/stations');

const REGIONS = 'CA, VA, CO, UT, CT, TX, OR, MT, DE, IA, NE, NH, NJ, TN, MN, MD, IN, KY, RI';
const TWO_FAILED = '0 built, 0 unchanged, 2 failed\n';

const cases: { name: string; args: string[]; stderr: string; stdout?: string }[] = [
  {
    name: 'non-http-url',
    args: ['--station', '7'],
    stderr: `stations/7.json: station.logo: must be an http(s) URL
stations/7.json: data.audioHls: must be an http(s) URL
stations/7.json: social.facebook.logo: must be an http(s) URL
`,
  },
  {
    name: 'sid-mismatch',
    args: ['--station', '7'],
    stderr: `stations/7.json: station.sid: must equal the file's id 7, got 8
`,
  },
  {
    name: 'no-valid-stream',
    args: ['--station', '7'],
    stderr: `warning: stations/7.json: data.audioFlash: not a URL; ignored as an invalid-stream placeholder
warning: stations/7.json: data.audioHtml: not a URL; ignored as an invalid-stream placeholder
stations/7.json: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml
`,
  },
  {
    name: 'malformed-json',
    args: ['--station', '7'],
    stderr: `stations/7.json:3:3: malformed JSON: expected ',' or '}' after property value, got '"'
`,
  },
  {
    name: 'missing-file',
    args: ['--station', '7'],
    stderr: `stations/7.json: file not found
`,
  },
  {
    name: 'wrong-types',
    args: ['--station', '7'],
    stderr: `stations/7.json: station.sid: must be a number, got "7"
stations/7.json: station.title: must be a string, got 7
stations/7.json: data.stream_id: must be at least 1, got 0
stations/7.json: metadata.source: must be one of "stream", "icecast", "nowplaying", "none"; got "shoutcast"
stations/7.json: metadata.intervalMs: must be at least 1000, got 500
stations/7.json: ui.disableAlbumArt: must be true or false, got "yes"
stations/7.json: ui.maxConnect: must be a whole number, got 1.5
stations/7.json: ui.flower: must be a list, got "Volume"
stations/7.json: tracking.piwik.domains: must be a list, got "radio7.example"
stations/7.json: tracking.piwik.siteid: must be a string or a number, got true
stations/7.json: privacy.regions[0]: must be a US state with a privacy law (${REGIONS}), got "California"
stations/7.json: privacy.repromptAfterDays: must be at least 1, got -1
stations/7.json: menuitems: must be a list, got an object
`,
  },
  {
    name: 'several-problems',
    args: ['--station', '7,8'],
    stderr: `stations/7.json: station.title: must not be empty
stations/7.json: data.audioHls: must be an http(s) URL
stations/7.json: data.enrichment: must be an http(s) URL
stations/7.json: metadata.url: is required when metadata.source is "icecast"
stations/7.json: ui.flower[1].type: must not be empty
stations/7.json: ui.flower[2]: must be a string or an object, got 3
stations/8.json: station.title: is required
stations/8.json: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml
stations/8.json: station.sid: must equal the file's id 8, got 9
`,
    stdout: TWO_FAILED,
  },
  {
    name: 'bad-config',
    args: ['--station', '7'],
    stderr: `radio-embed.config.json: publicUrl: must be an http(s) URL
radio-embed.config.json: services.geo.url: must be an http(s) URL
radio-embed.config.json: services.sync.url: is required
radio-embed.config.json: services.privacyNoticeUrl: must be an http(s) URL or a path starting with /
radio-embed.config.json: defaults: must be an object, got a list
`,
  },
  {
    // Values from the shared file are blamed on it, once, even though two stations inherit them.
    name: 'bad-defaults',
    args: ['--all'],
    stderr: `radio-embed.config.json: defaults.ui.defaultAlbumArt: must be an http(s) URL
radio-embed.config.json: defaults.privacy.regions[1]: must be a US state with a privacy law (${REGIONS}), got "Virginia"
stations/7.json: services.imageProxy.enabled: must be true or false, got "yes"
`,
    stdout: TWO_FAILED,
  },
  {
    name: 'malformed-config',
    args: ['--station', '7'],
    stderr: `radio-embed.config.json:3:3: malformed JSON: comments are not allowed in JSON
`,
  },
];

describe('a bad station or config file', () => {
  let temp: TempDir;
  let outDir: string;

  beforeEach(async () => {
    temp = await makeTempDir('cli-bad');
    // A previous build that must survive the failed run byte for byte.
    outDir = join(temp.path, 'dist');
    await mkdir(join(outDir, '7'), { recursive: true });
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, '7/index.html'), '<!doctype html><title>previous build</title>');
    await writeFile(join(outDir, 'assets/main-OLD.js'), 'console.log(1)');
    await writeFile(join(outDir, 'manifest.json'), '{"files":{}}\n');
  });
  afterEach(() => temp.remove());

  test.each(cases)('$name: every problem printed, exit code 1, nothing written', async ({ name, args, stderr, stdout = '' }) => {
    const before = await snapshotDir(temp.path);
    const result = await runCli(['build', ...args, '--out-dir', outDir], join(FIXTURES, name));
    expect(result.stderr).toBe(stderr);
    expect(result.stdout).toBe(stdout);
    expect(result.code).toBe(1);
    expect(await snapshotDir(temp.path)).toEqual(before);
  });

  test('--all with no stations folder names the folder it looked for', async () => {
    const result = await runCli(['build', '--all', '--stations-dir', 'nowhere', '--out-dir', outDir], join(FIXTURES, 'sid-mismatch'));
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'nowhere: directory not found\n' });
  });

  test('an explicit --config that does not exist is an error, not silently skipped', async () => {
    const result = await runCli(['build', '--station', '7', '--config', 'staging.json', '--out-dir', outDir], join(FIXTURES, 'sid-mismatch'));
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'staging.json: file not found\n' });
  });
});
