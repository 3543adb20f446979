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

/**
 * How long the first build holds its lock in the two tests that start a second one meanwhile: the
 * second is a new Node process, which took more than 1.5 s to reach the lock when the unit tests
 * ran beside the e2e browsers (npm test), and then found the first already done.
 */
const FIRST_HOLDS_MS = 8000;

const build = (version: 'a' | 'b', env: Record<string, string> = {}, outDir = 'dist') =>
  cli.run(['build', '--all', '--stations-dir', `stations-${version}`, '--out-dir', outDir], temp.path, { ...TINY_RUNTIME_ENV, ...env });

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
    const first = build('a', { [STALL_AT_ENV]: `staged:${FIRST_HOLDS_MS}` });
    await waitFor(() => existsSync(join(temp.path, '.dist.lock')), { what: 'the first build to take the lock' });
    const second = await build('b');
    expect((await first).code).toBe(0);
    expect(second.code).toBe(0);
    expect(second.stderr).toMatch(/^warning: dist: another radio-embed build \(pid \d+\) is writing it; waiting for it to finish \(up to 600 s\)\n$/);
    expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    expect(await readFile(join(temp.path, 'dist/1/index.html'), 'utf8')).toContain("window.station1 = 'b';");
  });

  test(`with ${LOCK_WAIT_ENV}=0 the second refuses at once with a message, and the first is not disturbed`, async () => {
    await writeTwoVersions(3);
    const first = build('a', { [STALL_AT_ENV]: `staged:${FIRST_HOLDS_MS}` });
    await waitFor(() => existsSync(join(temp.path, '.dist.lock')), { what: 'the first build to take the lock' });
    const second = await build('b', { [LOCK_WAIT_ENV]: '0' });
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(
      /^dist: is being written by another radio-embed build \(pid \d+ on .+, since \S+\); run again once it has finished, or delete \S+\/\.dist\.lock if that process is gone\n$/,
    );
    expect((await first).code).toBe(0);
    expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    expect(await readFile(join(temp.path, 'dist/1/index.html'), 'utf8')).toContain("window.station1 = 'a';");
  });

  test('one through dist/ and one through a symlink to it: the same lock, so the second waits, and every page keeps its policy', async () => {
    await writeTwoVersions(200);
    expect((await build('a')).code).toBe(0);
    await symlink('dist', join(temp.path, 'dist-link'));
    // Held long enough for the second to reach its lock even on a loaded machine (200 stations to render).
    const first = build('a', { [STALL_AT_ENV]: 'staged:10000' });
    await waitFor(() => existsSync(join(temp.path, '.dist.lock')), { what: 'the first build to take the lock' });
    const [second, firstDone] = [await build('b', {}, 'dist-link'), await first];
    expect([firstDone.code, second.code], `${firstDone.stderr}\n${second.stderr}`).toEqual([0, 0]);
    // The lock is taken on the real path: the build through the link waited for the other one.
    expect(second.stderr).toMatch(/^warning: dist-link: another radio-embed build \(pid \d+\) is writing it; waiting for it to finish/);
    expect(existsSync(join(temp.path, '.dist-link.lock'))).toBe(false);
    expect(await checkDist(join(temp.path, 'dist'))).toEqual([]);
    expect(await readFile(join(temp.path, 'dist/200/index.html'), 'utf8')).toContain("window.station200 = 'b';");
  });
});
