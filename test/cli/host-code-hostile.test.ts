// The constant host code against hostile input. The Cloudflare Pages worker of `radio-embed headers --host cloudflare`, run on Node's fetch API
// with the build as its ASSETS (as test/e2e/publish-hosts.test.ts runs it): a path that is not
// valid percent-encoding (/%E0%A4%A) is served as it is — Pages answers it like any unknown path,
// with the headers of its folder — instead of the worker throwing URIError; and a policy edited
// into manifest.json after the build is never set as a header.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

type Worker = { fetch(request: Request, env: unknown): Promise<Response> };

let project: Project;
let csp: string;
beforeAll(async () => {
  project = await makeProject('cloudflare-worker');
  await project.station(7, stationJson(7));
  expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
  csp = JSON.parse(await readFile(join(project.path, 'dist/manifest.json'), 'utf8')).stations['7'].csp;
});
afterAll(() => project?.remove());

/** Pages' static assets: a file by its path as requested, raw (no decoding of its own), else 404. */
const ASSETS = {
  async fetch(input: Request | URL) {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    const file = path.endsWith('/') ? `${path}index.html` : path;
    try {
      return new Response(await readFile(join(project.path, 'dist', file)), { headers: { 'Content-Type': 'application/octet-stream' } });
    } catch {
      return new Response('Not Found', { status: 404 });
    }
  },
};

async function loadWorker(name: string): Promise<Worker> {
  const worker = await runCli(['headers', '--host', 'cloudflare'], project.path);
  expect(worker.code, worker.stderr).toBe(0);
  const file = join(project.path, `dist/${name}.js`);
  await writeFile(file, worker.stdout);
  return ((await import(pathToFileURL(file).href)) as { default: Worker }).default;
}

test('a malformed percent-encoded path is served as it is, with its folder headers, and never throws', async () => {
  const worker = await loadWorker('_worker');
  for (const path of ['/%E0%A4%A', '/7/%E0%A4%A', '/%', '/assets/%ZZ']) {
    const response = await worker.fetch(new Request(`https://embed.radio.example${path}`), { ASSETS });
    expect([path, response.status, response.headers.get('x-content-type-options')]).toEqual([path, 404, 'nosniff']);
  }
  const inStation = await worker.fetch(new Request('https://embed.radio.example/7/%E0%A4%A'), { ASSETS });
  expect(inStation.headers.get('content-security-policy')).toBe(csp);
  const page = await worker.fetch(new Request('https://embed.radio.example/7/'), { ASSETS });
  expect([page.status, page.headers.get('content-security-policy')]).toEqual([200, csp]);
});

test('a policy edited into manifest.json after the build is never set: the page answers 500', async () => {
  // Deployed before the edit (`headers` refuses to print anything from such a manifest); the
  // worker reads the manifest at its first request.
  const worker = await loadWorker('_worker-before');
  const file = join(project.path, 'dist/manifest.json');
  const original = await readFile(file, 'utf8');
  const manifest = JSON.parse(original);
  manifest.stations['7'].csp = `${csp}, script-src *`;
  await writeFile(file, JSON.stringify(manifest));
  try {
    const response = await worker.fetch(new Request('https://embed.radio.example/7/'), { ASSETS });
    expect([response.status, response.headers.get('content-security-policy')]).toEqual([500, null]);
  } finally {
    await writeFile(file, original);
  }
});

test('the CloudFront Function sets a policy from S3 metadata only when it has the shape the build writes', async () => {
  const code = await runCli(['headers', '--host', 'cloudfront'], project.path);
  expect(code.code, code.stderr).toBe(0);
  const answer = (policy: string) => {
    const event = { request: { uri: '/7/' }, response: { statusCode: 200, headers: { 'x-amz-meta-content-security-policy': { value: policy } } } };
    return runInNewContext(`${code.stdout}\nhandler(event);`, { event }) as { statusCode: number; headers?: Record<string, { value: string }> };
  };
  expect(answer(csp).headers!['content-security-policy']).toEqual({ value: csp });
  for (const policy of [`${csp}, script-src *`, `${csp} `, `${csp}\nX-Evil: 1`]) {
    const result = answer(policy);
    expect([JSON.stringify(policy), result.statusCode, result.headers?.['content-security-policy']]).toEqual([JSON.stringify(policy), 500, undefined]);
  }
});
