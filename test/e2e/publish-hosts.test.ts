// Every host gets the headers dist/_headers gives, at any number of stations (issue 21 §5):
// Cloudflare Pages reads only 100 rules from _headers, so a build of 120 stations is served here
// by a real nginx with `radio-embed headers --host nginx`, by the Cloudflare Pages worker
// (`--host cloudflare`, run on Node's fetch API with the build as its ASSETS) and by the
// CloudFront Function (`--host cloudfront`, run on S3-shaped answers carrying publish.sh's
// metadata). Each answer's headers are compared with what _headers says for that path.
import { readFileSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../cli/support/headers-server';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { stationJson } from '../cli/support/station-json';
import { TINY_RUNTIME_ENV } from '../cli/support/tiny-runtime';
import { startProcess, type RunningProcess } from '../support/child-process';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait-for';

const STATIONS = 120;
const HEADERS = ['cache-control', 'access-control-allow-origin', 'x-content-type-options', 'content-security-policy'];

interface Manifest {
  files: Record<string, { contentType: string; cacheControl: string }>;
  stations: Record<string, { csp: string }>;
}

let project: Project;
let manifest: Manifest;
let paths: string[];
let expectedFor: (path: string) => Record<string, string | null>;

beforeAll(async () => {
  project = await makeProject('publish-hosts');
  for (let id = 1; id <= STATIONS; id++) {
    // Every station its own inline code, so every policy differs.
    await project.station(id, stationJson(id, { ui: { extraJsV7Minimal: `console.log(${id});` } }));
  }
  const built = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
  if (built.code !== 0) throw new Error(built.stderr);
  manifest = JSON.parse(await readFile(join(project.path, 'dist/manifest.json'), 'utf8')) as Manifest;
  const rules = parseHeadersFile(await readFile(join(project.path, 'dist/_headers'), 'utf8'));
  expectedFor = (path) => {
    const merged: Record<string, string> = {};
    for (const rule of rules) if (rule.pattern.test(path)) Object.assign(merged, rule.headers);
    const lower = Object.fromEntries(Object.entries(merged).map(([name, value]) => [name.toLowerCase(), value]));
    return Object.fromEntries(HEADERS.map((name) => [name, lower[name] ?? null]));
  };
  const asset = (await readdir(join(project.path, 'dist/assets'))).find((name) => name.endsWith('.js'))!;
  paths = ['/1/', '/1/index.html', '/77/', '/120/snippet.html', '/120/oembed.json', `/assets/${asset}`, '/embed.js', '/manifest.json'];
}, 120_000);

afterAll(() => project?.remove());

const headersOf = (headers: Headers) => Object.fromEntries(HEADERS.map((name) => [name, headers.get(name)]));

it('the build has more stations than Cloudflare Pages reads rules from _headers', () => {
  const rules = parseHeadersFile(readFileSyncText(join(project.path, 'dist/_headers')));
  expect(rules.length).toBeGreaterThan(100);
  expect(new Set(Object.values(manifest.stations).map((s) => s.csp)).size).toBe(STATIONS);
});

function readFileSyncText(path: string): string {
  return readFileSync(path, 'utf8');
}

describe('nginx with radio-embed headers --host nginx', () => {
  let nginx: RunningProcess | undefined;
  let base = '';

  beforeAll(async () => {
    const conf = await runCli(['headers', '--host', 'nginx'], project.path);
    expect(conf.code, conf.stderr).toBe(0);
    await writeFile(join(project.path, 'radio-embed.nginx.conf'), conf.stdout);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await writeFile(
      join(project.path, 'nginx.conf'),
      `daemon off;
user root;
worker_processes 1;
pid ${project.path}/nginx.pid;
error_log stderr warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${project.path}/tmp-body;
  proxy_temp_path ${project.path}/tmp-proxy;
  fastcgi_temp_path ${project.path}/tmp-fastcgi;
  uwsgi_temp_path ${project.path}/tmp-uwsgi;
  scgi_temp_path ${project.path}/tmp-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${project.path}/dist;
    include ${project.path}/radio-embed.nginx.conf;
  }
}
`,
    );
    nginx = startProcess('nginx', '/usr/sbin/nginx', ['-p', project.path, '-c', join(project.path, 'nginx.conf')]);
    await waitFor(
      async () => {
        if (!nginx!.isRunning()) throw new Error(`nginx exited: ${nginx!.output()}`);
        return (await fetch(`${base}/embed.js`).catch(() => undefined))?.ok ?? false;
      },
      { timeoutMs: 10_000, what: 'nginx to serve dist/' },
    );
  });

  afterAll(() => nginx?.stop());

  it('serves every path with the headers _headers gives it, each station with its own policy', async () => {
    for (const path of paths) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect([path, headersOf(response.headers)]).toEqual([path, expectedFor(path)]);
    }
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
  });
});

describe('Cloudflare Pages worker from radio-embed headers --host cloudflare', () => {
  it('answers every path with the headers _headers gives it', async () => {
    const worker = await runCli(['headers', '--host', 'cloudflare'], project.path);
    expect(worker.code, worker.stderr).toBe(0);
    const file = join(project.path, 'dist/_worker.js');
    await writeFile(file, worker.stdout);
    const { default: handler } = (await import(pathToFileURL(file).href)) as { default: { fetch(request: Request, env: unknown): Promise<Response> } };
    // Pages' static assets: the file with its content type, and Pages' own default Cache-Control.
    const ASSETS = {
      async fetch(input: Request | URL) {
        const path = decodeURIComponent(new URL(input instanceof Request ? input.url : input).pathname);
        const file = path.endsWith('/') ? `${path}index.html` : path;
        try {
          const body = await readFile(join(project.path, 'dist', file));
          return new Response(body, { headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'public, max-age=0, must-revalidate' } });
        } catch {
          return new Response('Not Found', { status: 404 });
        }
      },
    };
    for (const path of paths) {
      const response = await handler.fetch(new Request(`https://embed.radio.example${path}`), { ASSETS });
      expect([path, response.status]).toEqual([path, 200]);
      expect([path, headersOf(response.headers)]).toEqual([path, expectedFor(path)]);
    }
    expect((await handler.fetch(new Request('https://embed.radio.example/_headers'), { ASSETS })).status).toBe(404);
  });
});

describe('CloudFront Function from radio-embed headers --host cloudfront', () => {
  it("turns publish.sh's metadata into the policy and adds what S3 does not send", async () => {
    const code = await runCli(['headers', '--host', 'cloudfront'], project.path);
    expect(code.code, code.stderr).toBe(0);
    // CloudFront's viewer-response event for an S3 object uploaded by scripts/publish.sh.
    const s3Answer = (path: string) => {
      const key = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
      const entry = key === 'manifest.json' ? { contentType: 'application/json', cacheControl: 'no-cache' } : manifest.files[key]!;
      const headers: Record<string, { value: string }> = { 'content-type': { value: entry.contentType }, 'cache-control': { value: entry.cacheControl } };
      const page = /^(\d+)\/index\.html$/.exec(key)?.[1];
      if (page) headers['x-amz-meta-content-security-policy'] = { value: manifest.stations[page]!.csp };
      return { request: { uri: path }, response: { statusCode: 200, headers } };
    };
    for (const path of paths) {
      const event = s3Answer(path);
      const result = runInNewContext(`${code.stdout}\nhandler(event);`, { event }) as { headers: Record<string, { value: string }> };
      const served = new Headers(Object.entries(result.headers).map(([name, { value }]) => [name, value]));
      // Only pages carry a policy in S3: snippet.html (an iframe) and oembed.json hold no script.
      const expected = { ...expectedFor(path), ...(/\/(snippet\.html|oembed\.json)$/.test(path) ? { 'content-security-policy': null } : {}) };
      expect([path, headersOf(served)]).toEqual([path, expected]);
      expect(result.headers['x-amz-meta-content-security-policy']).toBeUndefined();
    }
    expect(Buffer.byteLength(code.stdout)).toBeLessThan(10 * 1024);
  });
});

describe('radio-embed headers: the command line', () => {
  it('needs --host (exit 2) and a build (exit 1, with the way out)', async () => {
    const noHost = await runCli(['headers'], project.path);
    expect([noHost.code, noHost.stderr.split('\n')[0]]).toEqual([2, "error: required option '--host <host>' not specified"]);
    const badHost = await runCli(['headers', '--host', 'apache'], project.path);
    expect(badHost.code).toBe(2);
    expect(badHost.stderr).toContain('Allowed choices are netlify, cloudflare, cloudfront, nginx.');
    const noBuild = await runCli(['headers', '--host', 'nginx', '--out-dir', 'public'], project.path);
    expect([noBuild.code, noBuild.stderr]).toEqual([1, 'public/manifest.json: not found; run radio-embed build first (or give its --out-dir)\n']);
    const netlify = await runCli(['headers', '--host', 'netlify'], project.path);
    expect(netlify.stdout).toBe(readFileSyncText(join(project.path, 'dist/_headers')));
  });

  it("a $ that nginx cannot hold in a string is refused at build with its file and path; percent-encoded, every host takes it", async () => {
    const other = await makeProject('publish-hosts-dollar');
    try {
      await other.config({ csp: { sources: { 'script-src': ['https://cdn.radio.example/$x'] } } });
      await other.station(5, stationJson(5));
      const refused = await runCli(['build', '--all'], other.path, TINY_RUNTIME_ENV);
      expect([refused.code, refused.stderr]).toEqual([
        1,
        `radio-embed.config.json: csp.sources["script-src"][0]: cannot be written into the Content-Security-Policy: the path holds '$'; percent-encode it (%24)\n`,
      ]);
      await other.config({ csp: { sources: { 'script-src': ['https://cdn.radio.example/%24x'] } } });
      expect((await runCli(['build', '--all'], other.path, TINY_RUNTIME_ENV)).code).toBe(0);
      const conf = await runCli(['headers', '--host', 'nginx'], other.path);
      expect([conf.code, conf.stderr]).toEqual([0, '']);
      expect(conf.stdout).toContain("script-src 'self' https://cdn.radio.example/%24x;");
    } finally {
      await other.remove();
    }
  });
});
