// Issue 35 §2: `radio-embed new <folder>` makes a station network's own repo that works at once:
// radio-embed as its dependency, the publicUrl it was given (or asked for on a terminal), one
// example station that validates, .gitignore, a README and a CI workflow; never in a folder
// that holds anything.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { VERSION } from '../../cli/package-root';
import type { CliInput } from '../../cli/process';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { runCli } from './support/run-cli';

let temp: TempDir;
beforeEach(async () => {
  temp = await makeTempDir('cli-new');
});
afterEach(() => temp.remove());

const readJson = async (path: string) => JSON.parse(await readFile(join(temp.path, path), 'utf8')) as Record<string, unknown>;

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
  );
  return nested.flat().sort();
}

describe('radio-embed new <folder> --public-url <url>', () => {
  test('writes the repo: package, config, one station, .gitignore, README, CI workflow', async () => {
    const made = await runCli(['new', 'my-stations', '--public-url', 'https://embed.radio.example/'], temp.path);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toBe('');
    expect(await filesUnder(join(temp.path, 'my-stations'))).toEqual([
      '.github/workflows/publish.yml',
      '.gitignore',
      'README.md',
      'package.json',
      'radio-embed.config.json',
      'stations/1.json',
    ]);
    expect(made.stdout).toContain('npx radio-embed preview --station 1');
    const pkg = await readJson('my-stations/package.json');
    expect(pkg).toMatchObject({ name: 'my-stations', private: true, dependencies: { 'radio-embed': `^${VERSION}` } });
    // As radio-embed.config.json keeps it: without the trailing slash pages are appended to.
    expect(await readJson('my-stations/radio-embed.config.json')).toMatchObject({ publicUrl: 'https://embed.radio.example' });
    const gitignore = (await readFile(join(temp.path, 'my-stations/.gitignore'), 'utf8')).split('\n');
    expect(gitignore).toEqual(expect.arrayContaining(['node_modules/', 'dist/']));
    const workflow = await readFile(join(temp.path, 'my-stations/.github/workflows/publish.yml'), 'utf8');
    expect(workflow).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/);
    for (const secret of ['EMBED_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) expect(workflow).toContain(`\${{ secrets.${secret} }}`);
    expect(workflow).toContain('run: npx radio-embed publish "s3://$EMBED_BUCKET"');
  });

  test('the example station validates with the shared config as written', async () => {
    expect((await runCli(['new', 'site', '--public-url', 'https://embed.radio.example'], temp.path)).code).toBe(0);
    const checked = await runCli(['validate', '--all'], join(temp.path, 'site'));
    expect(checked).toEqual({ code: 0, stdout: 'stations/1.json: valid\n', stderr: '' });
  });

  test("the package is named after the folder, as npm allows names (here: the current folder's)", async () => {
    await mkdir(join(temp.path, 'Radio Network'));
    const made = await runCli(['new', '.', '--public-url', 'https://embed.radio.example'], join(temp.path, 'Radio Network'));
    expect(made.code, made.stderr).toBe(0);
    expect(await readJson('Radio Network/package.json')).toMatchObject({ name: 'radio-network' });
  });

  test('an empty existing folder is used', async () => {
    await mkdir(join(temp.path, 'empty'));
    const made = await runCli(['new', 'empty', '--public-url', 'https://embed.radio.example'], temp.path);
    expect(made.code, made.stderr).toBe(0);
    expect(await filesUnder(join(temp.path, 'empty'))).toContain('stations/1.json');
  });
});

describe('refusals: nothing written', () => {
  test('a folder with anything in it', async () => {
    await mkdir(join(temp.path, 'theirs'));
    await writeFile(join(temp.path, 'theirs/notes.txt'), 'keep me');
    const made = await runCli(['new', 'theirs', '--public-url', 'https://embed.radio.example'], temp.path);
    expect(made).toEqual({ code: 1, stdout: '', stderr: 'theirs: is not empty; radio-embed new makes a repo in a new or empty folder only\n' });
    expect(await filesUnder(join(temp.path, 'theirs'))).toEqual(['notes.txt']);
  });

  test('a file where the folder would be', async () => {
    await writeFile(join(temp.path, 'site'), 'a file');
    const made = await runCli(['new', 'site', '--public-url', 'https://embed.radio.example'], temp.path);
    expect(made.code).toBe(1);
    expect(made.stderr).toBe('site: is a file, not a folder; radio-embed new makes a repo in a new or empty folder\n');
  });

  test('no --public-url and no terminal to ask on (CI): a usage error naming the flag', async () => {
    const made = await runCli(['new', 'site'], temp.path);
    expect(made.code).toBe(2);
    expect(made.stderr).toContain('error: new needs --public-url <url>');
    expect(await filesUnder(temp.path)).toEqual([]);
  });

  test('a --public-url that cannot be one: a usage error', async () => {
    const made = await runCli(['new', 'site', '--public-url', 'https://embed.radio.example/?x=1'], temp.path);
    expect(made.code).toBe(2);
    expect(made.stderr).toContain("option '--public-url <url>' must be the http(s) address dist/ is published at");
    expect(await filesUnder(temp.path)).toEqual([]);
  });
});

describe('on a terminal, without --public-url', () => {
  const terminal = (typed: string): CliInput => {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    input.end(typed);
    return input;
  };

  test('asks for the publicUrl and writes the answer', async () => {
    const made = await runCli(['new', 'site'], temp.path, {}, { stdin: terminal('https://players.radio.example\n') });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toContain('Where will the players be published (publicUrl');
    expect(await readJson('site/radio-embed.config.json')).toMatchObject({ publicUrl: 'https://players.radio.example' });
  });

  test('an answer that is not an address: a usage error, nothing written', async () => {
    const made = await runCli(['new', 'site'], temp.path, {}, { stdin: terminal('players.radio.example\n') });
    expect(made.code).toBe(2);
    expect(made.stderr).toContain('publicUrl must be the http(s) address');
    expect(await filesUnder(temp.path)).toEqual([]);
  });
});
