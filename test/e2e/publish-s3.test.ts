// scripts/publish.sh end to end: the real AWS CLI (Debian's awscli, /usr/bin/aws) uploading a real
// build to a real S3 REST API on loopback (s3rver). Every object must land with the Content-Type
// and Cache-Control the manifest gives it, in the order that never lets a page point at a missing
// file (assets, then loader/snippets/oEmbed, then pages, manifest last), and a second publish
// after one station changed must upload only what changed. Each page carries its station's
// Content-Security-Policy as object metadata, for a CloudFront Function to turn into the header.
import { execFile } from 'node:child_process';
import { readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { stationJson } from '../cli/support/station-json';
import { TINY_RUNTIME_ENV } from '../cli/support/tiny-runtime';
import { REPO_ROOT } from '../support/repo-root';
import { AWS_CLI_DIR, type S3Service, startS3 } from '../support/s3-bucket';

const run = promisify(execFile);
const BUCKET = 'radio-bucket';

interface Manifest {
  files: Record<string, { contentType: string; cacheControl: string }>;
  stations: Record<string, { csp: string }>;
}

describe('scripts/publish.sh against an S3 API (s3rver) with the AWS CLI', () => {
  let project: Project;
  let s3: S3Service;
  let endpoint: string;
  /** Object keys (in the bucket) in the order their uploads completed. */
  const uploaded = () => s3.uploads.map((key) => key.slice(`${BUCKET}/`.length));

  beforeAll(async () => {
    s3 = await startS3([BUCKET]);
    endpoint = s3.endpoint;
    project = await makeProject('publish-s3');
    for (const id of [7, 42]) await project.station(id, stationJson(id));
    const built = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    if (built.code !== 0) throw new Error(built.stderr);
    // S3 keeps mtimes to the second: a file written in the second of its upload would look newer
    // than its copy at the next sync. The first publish comes a second after the build.
    await new Promise((resolve) => setTimeout(resolve, 1100));
  });

  afterAll(async () => {
    await s3?.close();
    await project?.remove();
  });

  const publish = (env: Record<string, string> = {}) =>
    run('bash', [join(REPO_ROOT, 'scripts/publish.sh'), `s3://${BUCKET}/embed`], {
      cwd: project.path,
      env: {
        ...process.env,
        PATH: `${AWS_CLI_DIR}:${process.env.PATH}`,
        ...s3.awsEnv,
        ...env,
      },
    });

  const manifest = async (): Promise<Manifest> => JSON.parse(await readFile(join(project.path, 'dist/manifest.json'), 'utf8')) as Manifest;
  const stage = (key: string) => {
    const path = key.slice('embed/'.length);
    if (path.startsWith('assets/')) return 0;
    if (path === 'manifest.json') return 3;
    return path.endsWith('/index.html') ? 2 : 1;
  };

  it('uploads every file of the manifest with its Content-Type and Cache-Control, in order', async () => {
    const { stdout } = await publish();
    expect(stdout).toMatch(/^publish: \d+ file\(s\) as text\/javascript; charset=utf-8 \(public, max-age=31536000, immutable\)$/m);
    // The manifest lists every file but itself; it is served like the pages, revalidated each time.
    const { stations } = await manifest();
    const files = { ...(await manifest()).files, 'manifest.json': { contentType: 'application/json', cacheControl: 'no-cache' } };
    // Everything in the manifest, and nothing else (dist/_headers is the hosts' config, not a file).
    expect(uploaded().sort()).toEqual(Object.keys(files).map((path) => `embed/${path}`).sort());
    for (const [path, entry] of Object.entries(files)) {
      const response = await fetch(`${endpoint}/${BUCKET}/embed/${path}`);
      expect(response.status, path).toBe(200);
      expect([path, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([path, entry.contentType, entry.cacheControl]);
      // Each page carries its station's policy, for the CloudFront Function to serve as the header.
      const page = /^(\d+)\/index\.html$/.exec(path)?.[1];
      expect([path, response.headers.get('x-amz-meta-content-security-policy')]).toEqual([path, page ? stations[page]!.csp : null]);
    }
    // Stages complete one after another: no page lands before its assets, the manifest last.
    const stages = uploaded().map(stage);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(uploaded().at(-1)).toBe('embed/manifest.json');
  });

  it('a second publish after one station changed uploads only what changed', async () => {
    s3.uploads.length = 0;
    // mtimes have a one-second grain in S3: the rebuild must be later than the first upload.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await project.station(42, stationJson(42, { station: { title: 'Radio 42 Renamed' } }));
    const rebuilt = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    // The assets written anew, as a build in a fresh CI clone writes them (or one in the same
    // second as the last upload looks): same names, same bytes, newer mtimes. Not uploaded again.
    const assetsDir = join(project.path, 'dist/assets');
    const later = new Date(Date.now() + 60_000);
    for (const name of await readdir(assetsDir)) await utimes(join(assetsDir, name), later, later);
    await publish();
    // Exactly what changed, stage by stage: the documents (uploaded side by side, so in either
    // order), then the page, then the manifest.
    expect(uploaded().slice(0, 2).sort()).toEqual(['embed/42/oembed.json', 'embed/42/snippet.html']);
    expect(uploaded().slice(2)).toEqual(['embed/42/index.html', 'embed/manifest.json']);
    const page = await (await fetch(`${endpoint}/${BUCKET}/embed/42/index.html`)).text();
    expect(page).toContain('Radio 42 Renamed');
    const head = await fetch(`${endpoint}/${BUCKET}/embed/42/index.html`, { method: 'HEAD' });
    expect(head.headers.get('x-amz-meta-content-security-policy')).toBe((await manifest()).stations['42']!.csp);
  });

  it('a metadata-only change (csp.frameAncestors tightened, pages unchanged) re-uploads every page with its new policy', async () => {
    await project.config({ csp: { frameAncestors: ['https://radio.example'] } });
    const rebuilt = await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    // The pages' bytes did not change: only their headers, which live in the manifest.
    expect(rebuilt.stdout).toContain('unchanged');
    s3.uploads.length = 0;
    await publish({ PARALLEL: '2' });
    expect(uploaded().sort()).toEqual(['embed/42/index.html', 'embed/7/index.html', 'embed/manifest.json']);
    const { stations } = await manifest();
    for (const id of ['7', '42']) {
      expect(stations[id]!.csp).toContain('frame-ancestors https://radio.example');
      const head = await fetch(`${endpoint}/${BUCKET}/embed/${id}/index.html`, { method: 'HEAD' });
      // The bucket's header, as the CloudFront Function will serve it, is the new policy.
      expect([id, head.headers.get('x-amz-meta-content-security-policy')]).toEqual([id, stations[id]!.csp]);
      expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });
});
