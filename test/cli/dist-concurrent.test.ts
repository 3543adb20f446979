// Two builds writing the same dist/ at once: the second waits for the first (or, told not to
// wait, refuses with a message), so dist/ is never a mix of both. Real processes.
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LOCK_WAIT_ENV } from '../../cli/pipeline/open-output';
import { STALL_AT_ENV } from '../../cli/write/test-hooks';
import { bundleCli, type CliBundle } from '../support/cli-bundle';
import { checkDist } from '../support/dist-check';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let cli: CliBundle;
beforeAll(async () => {
  cli = await bundleCli();
});
afterAll(() => cli?.remove());

let temp: TempDir;
beforeEach(async () => {
  temp = await makeTempDir('dist-concurrent');
});
afterEach(() => temp.remove());

/** Two stations folders with the same ids and different custom JS: each build's pages need its own policy. */
async function writeTwoVersions(count: number): Promise<void> {
  await writeFile(join(temp.path, 'radio-embed.config.json'), JSON.stringify({ publicUrl: 'https://embed.example.org' }));
  for (const version of ['a', 'b']) {
    await mkdir(join(temp.path, `stations-${version}`));
    for (let id = 1; id <= count; id++) {
      const station = stationJson(id, { ui: { extraJsV7Minimal: `window.station${id} = '${version}';` } });
      await writeFile(join(temp.path, `stations-${version}`, `${id}.json`), JSON.stringify(station));
    }
  }
}

const build = (version: 'a' | 'b', env: Record<string, string> = {}, outDir = 'dist', onStderr?: (stderr: string) => void) =>
  cli.run(['build', '--all', '--stations-dir', `stations-${version}`, '--out-dir', outDir], temp.path, { ...TINY_RUNTIME_ENV, ...env }, onStderr);

/**
 * The first build, held once it has taken dist/'s lock until the test releases it (writes the
 * file its stall hook waits for): however long a second build takes to start, it meets the lock.
 */
async function holdingFirst(version: 'a' | 'b') {
  const releaseFile = join(temp.path, 'release-first-build');
  const done = build(version, { [STALL_AT_ENV]: `staged:${releaseFile}` });
  await waitFor(() => existsSync(join(temp.path, '.dist.lock')), { what: 'the first build to take the lock' });
  return { done, release: () => writeFile(releaseFile, '') };
}

/** A build that, once it says it is waiting for the lock, releases `first`; resolves when it ends. */
function waitingBuild(first: { release(): Promise<void> }, version: 'a' | 'b', outDir = 'dist') {
  let released: Promise<void> | undefined;
  const done = build(version, {}, outDir, (stderr) => {
    if (!released && /waiting for it to finish/.test(stderr)) released = first.release();
  });
  // A second build that never waited must not leave the first one held.
  return done.finally(() => released ?? first.release());
}

describe('two builds into one dist/ at once', { timeout: 90_000 }, () => {
  test('both finish, one after the other: no stack trace, and dist/ is consistent', async () => {
    await writeTwoVersions(300);
    for (let round = 0; round < 2; round++) {
      const [a, b] = await Promise.all([build('a'), build('b')]);
      expect([a.code, b.code], `${a.stderr}\n${b.stderr}`).toEqual([0, 0]);
      expect(`${a.stderr}${b.stderr}`).not.toMatch(/\n\s+at /);
      expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    }
  });

  test('the second waits while the first writes, says so, then builds on top of it', async () => {
    await writeTwoVersions(3);
    const first = await holdingFirst('a');
    const second = await waitingBuild(first, 'b');
    expect((await first.done).code).toBe(0);
    expect(second.code).toBe(0);
    expect(second.stderr).toMatch(/^warning: dist: another radio-embed build \(pid \d+\) is writing it; waiting for it to finish \(up to 600 s\)\n$/);
    expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    expect(await readFile(join(temp.path, 'dist/1/index.html'), 'utf8')).toContain("window.station1 = 'b';");
  });

  test(`with ${LOCK_WAIT_ENV}=0 the second refuses at once with a message, and the first is not disturbed`, async () => {
    await writeTwoVersions(3);
    const first = await holdingFirst('a');
    const second = await build('b', { [LOCK_WAIT_ENV]: '0' }).finally(first.release);
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(
      /^dist: is being written by another radio-embed build \(pid \d+ on .+, since \S+\); run again once it has finished, or delete \S+\/\.dist\.lock if that process is gone\n$/,
    );
    expect((await first.done).code).toBe(0);
    expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    expect(await readFile(join(temp.path, 'dist/1/index.html'), 'utf8')).toContain("window.station1 = 'a';");
  });

  test('one through dist/ and one through a symlink to it: the same lock, so the second waits, and every page keeps its policy', async () => {
    await writeTwoVersions(200);
    expect((await build('a')).code).toBe(0);
    await symlink('dist', join(temp.path, 'dist-link'));
    const first = await holdingFirst('a');
    const [second, firstDone] = [await waitingBuild(first, 'b', 'dist-link'), await first.done];
    expect([firstDone.code, second.code], `${firstDone.stderr}\n${second.stderr}`).toEqual([0, 0]);
    // The lock is taken on the real path: the build through the link waited for the other one.
    expect(second.stderr).toMatch(/^warning: dist-link: another radio-embed build \(pid \d+\) is writing it; waiting for it to finish/);
    expect(existsSync(join(temp.path, '.dist-link.lock'))).toBe(false);
    expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    expect(await readFile(join(temp.path, 'dist/200/index.html'), 'utf8')).toContain("window.station200 = 'b';");
  });
});
