import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildCli } from '../../scripts/build-cli.js';
import { BUILD_SERVICE_ENV } from './build-service';
import { type BuildServiceProcess, startBuildService } from './build-service-process';
import { buildStation, type StationFile } from './build-station';

// The e2e files' builds go to one service (issue 28): it must give each caller the CLI's own
// output in a dist/ of its own, build identical requests once, and fail with the CLI's message.
let service: BuildServiceProcess;
const station = (title: string): StationFile => ({ station: { sid: 7, title }, data: { audioHtml: 'https://stream.example/live.mp3' } });

beforeAll(async () => {
  await buildCli();
  service = await startBuildService();
  process.env[BUILD_SERVICE_ENV] = service.url;
}, 60_000);
afterAll(async () => {
  delete process.env[BUILD_SERVICE_ENV];
  await service?.stop();
});

test('each caller gets its own copy of the build; an identical request is not built again; failures carry the CLI message', async () => {
  const [first, again, other] = await Promise.all([buildStation(station('Same')), buildStation(station('Same')), buildStation(station('Other'))]);
  expect(first.distDir).not.toBe(again.distDir);
  const page = (built: typeof first) => readFile(join(built.distDir, '7', 'index.html'), 'utf8');
  expect(await page(first)).toContain('Same');
  expect(await page(again)).toBe(await page(first));
  expect(await page(other)).toContain('Other');
  await first.remove();
  // The first caller's files are gone; the second's copy is whole.
  expect(await page(again)).toContain('Same');
  await Promise.all([again.remove(), other.remove()]);

  const bad = buildStation({ station: { sid: 8, title: 'No stream' }, data: {} });
  await expect(bad).rejects.toThrow(/radio-embed build --station 8 failed: it exited with code 1\n[\s\S]*stations\/8\.json/);

  const stats = await service.stop();
  expect(stats).toMatchObject({ requests: 4, builds: 3 });
}, 60_000);
