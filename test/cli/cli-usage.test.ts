import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run } from '../../cli/index';
import { REPO_ROOT } from '../support/repo-root';
import { runCli } from './support/run-cli';

describe('radio-embed --help', () => {
  test('lists every command and examples on stdout, exit 0', async () => {
    const result = await runCli(['--help'], REPO_ROOT);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Usage: radio-embed [options] [command]');
    expect(result.stdout).toContain(`Commands:
  build [options]     validate station files and write their embeds (pages, snippets, shared assets)
  validate [options]  check station files and the shared config, without building
  preview [options]   serve station pages at /<id>, rebuilt on change, with a demo stream
  publish <target>    upload a build to an S3-compatible bucket, assets first and pages last
  snippet [options]   print the HTML a station pastes into its site
  doctor [options]    check from this machine the streams and services a station's player will use
  new <folder>        make a station network's own repo that depends on radio-embed
  init [options]      write a new station file with every field at its default
  pull [options]      fetch a station from the existing station service into its station file
  schema [file]       print the JSON Schema of station files (or of the shared config)
  headers [options]   print a build's headers for nginx, Cloudflare Pages or CloudFront
  help [command]      display help for command
`);
    expect(result.stdout).toContain('Examples:\n  $ radio-embed preview --station 42         hear the demo station at http://127.0.0.1:4242/42/\n');
  });

  test.each(['validate', 'preview', 'publish', 'snippet', 'new', 'init', 'pull', 'schema'])('%s --help shows its flags and examples', async (command) => {
    const { code, stdout } = await runCli([command, '--help'], REPO_ROOT);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Usage: radio-embed ${command} `));
    expect(stdout).toContain('Examples:\n  $ radio-embed ');
  });

  test('build --help lists every flag of station-config.md with its default', async () => {
    const { code, stdout } = await runCli(['build', '--help'], REPO_ROOT);
    expect(code).toBe(0);
    for (const line of [
      '--station <ids>       a station id to build; repeat it or give a comma list',
      '--all                 build every <id>.json in the stations folder',
      '--stations-dir <dir>  folder of the station files (default: "stations")',
      '--config <file>       shared settings (default: radio-embed.config.json when present)',
      '--out-dir <dir>       output folder (default: "dist")',
      '$ radio-embed build --all --out-dir public',
    ]) {
      expect(stdout).toContain(line);
    }
  });

  test('help build is the same as build --help', async () => {
    const viaHelp = await runCli(['help', 'build'], REPO_ROOT);
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.stdout).toBe((await runCli(['build', '--help'], REPO_ROOT)).stdout);
  });

  test("--version prints the player version: package.json's, the release an operator installed", async () => {
    const { version } = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(await runCli(['--version'], REPO_ROOT)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('a command line that cannot run: exit code 2, nothing built', () => {
  test.each([
    [[], /^Usage: radio-embed/],
    [['build'], /^error: build needs --station <id> or --all\n\(run radio-embed build --help for usage\)\n$/],
    [['build', '--station', '42', '--all'], /^error: --station and --all cannot be used together\n/],
    [['build', '--station', '42,x'], /^error: option '--station <ids>' argument '42,x' is invalid\. A station id is a positive integer up to 9007199254740991, e\.g\. 42\.\n/],
    [['build', '--station', '007'], /A station id is a positive integer/],
    [['build', '--station', '0'], /A station id is a positive integer/],
    [['build', '--stations', '42'], /^error: unknown option '--stations'\n\(Did you mean --station\?\)\n/],
    [['deploy'], /^error: unknown command 'deploy'\n/],
    [['publish'], /^error: missing required argument 'target'\n/],
    [['new'], /^error: missing required argument 'folder'\n/],
    [['validate', '--station', '7', '--all'], /^error: --station and --all cannot be used together\n/],
    [['preview', '--port', '70000'], /A port is a whole number from 0 to 65535/],
    [['preview', '--port', '-1'], /^error: option '--port <port>' argument '-1' is invalid/],
  ])('radio-embed %j', async (args, stderr) => {
    const result = await runCli(args, REPO_ROOT);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(stderr);
  });
});

describe('an unexpected failure', () => {
  test('is printed with its stack (a bug, not an operator mistake), exit 1', async () => {
    let stderr = '';
    const code = await run({
      argv: ['node', 'radio-embed', 'build', '--station', '42'],
      cwd: () => {
        throw new Error('cwd is gone');
      },
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text) },
      env: {},
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^radio-embed: unexpected error \(please report it\):\nError: cwd is gone\n\s+at /);
  });
});
