// `radio-embed preview` against hostile input (issue 15 §7, §12), as a real process: every
// hostile station file is answered with its problem while the good station is still served, and
// a request for another host name (DNS rebinding) is refused, not answered with the page.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startProcess, type RunningProcess } from '../support/child-process';
import { bundleCli, type CliBundle } from '../support/cli-bundle';
import { waitFor } from '../support/wait-for';
import { HOSTILE_STATIONS } from './support/hostile-stations';
import { makeProject, type Project } from './support/project';
import { stationJson } from './support/station-json';

const GOOD = 1;
/** A preview holding the bundled runtime uses about 80 MB (measured); a 1 MB station file adds little. */
const MAX_PREVIEW_RSS_KB = 400_000;
/** The hostile stations get the ids after the good one: 2, 3, … */
const hostileId = (index: number) => GOOD + 1 + index;

let cli: CliBundle;
let project: Project;
let preview: RunningProcess;
let port: number;

beforeAll(async () => {
  cli = await bundleCli();
  project = await makeProject('hostile-preview');
  await project.station(GOOD, stationJson(GOOD));
  for (const [index, hostile] of HOSTILE_STATIONS.entries()) await hostile.write(join(project.path, 'stations'), hostileId(index));
  preview = startProcess('preview', process.execPath, [cli.path, 'preview', '--port', '0'], { cwd: project.path, env: process.env });
  const url = await waitFor(() => /preview: http:\/\/127\.0\.0\.1:(\d+)\//.exec(preview.output())?.[1], { timeoutMs: 120_000 });
  port = Number(url);
}, 150_000);

afterAll(async () => {
  await preview?.stop();
  await project?.remove();
  await cli?.remove();
});

/** A GET to the preview with the Host header a browser would send for `host`. */
function get(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host }, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    req.once('timeout', () => req.destroy(new Error(`no answer to ${path} within 10 s`)));
    req.once('error', reject);
    req.end();
  });
}

describe('preview and hostile station files', () => {
  test.each(HOSTILE_STATIONS.map((hostile, index) => ({ ...hostile, id: hostileId(index) })))(
    '$name: its page is its problem, at once',
    async ({ id, message }) => {
      const page = await get(`/${id}/`, `127.0.0.1:${port}`);
      expect(page.status).toBe(500);
      expect(page.body).toMatch(message(id));
      expect(preview.isRunning()).toBe(true);
    },
    15_000,
  );

  test('the preview stays small after serving them all (it once reached 12.9 GB)', async () => {
    for (const [index] of HOSTILE_STATIONS.entries()) await get(`/${hostileId(index)}/`, `127.0.0.1:${port}`);
    const rssKb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${preview.pid}/status`, 'utf8'))![1]);
    expect(rssKb).toBeLessThan(MAX_PREVIEW_RSS_KB);
  }, 30_000);

  test('the good station is still served beside them', async () => {
    const page = await get(`/${GOOD}/`, `127.0.0.1:${port}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Radio ${GOOD}`);
  }, 15_000);
});

describe('preview and the Host header (DNS rebinding)', () => {
  test.each(['localhost', '127.0.0.1', '[::1]'])('%s on its port is served', async (name) => {
    const page = await get(`/${GOOD}/`, `${name}:${port}`);
    expect(page.status).toBe(200);
  }, 15_000);

  test.each(['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', 'localhost'])(
    '%s (a foreign name, or the wrong port) is refused with 421 and nothing of the page',
    async (name) => {
      const host = name === 'localhost' ? `localhost:${port + 1}` : `${name}:${port}`;
      const page = await get(`/${GOOD}/`, host);
      expect(page.status).toBe(421);
      expect(page.body).toMatch(/^misdirected request/);
      expect(page.body).not.toContain('evil');
      expect(page.body).not.toContain(`Radio ${GOOD}`);
    },
    15_000,
  );
});
