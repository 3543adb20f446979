// `radio-embed doctor` checks every image URL a station names (issue 29 §5) with image wording
// (issue 30 §5), and explains the demo station's reserved hosts instead of failing on them.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { REPO_ROOT } from '../support/repo-root';
import { codes, type DoctorJson, type DoctorProject, findingsOf, makeDoctorProject } from './doctor-world';

const MP3_FRAME = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array.from({ length: 413 }, () => 0)]);

describe('radio-embed doctor and the images a station names', () => {
  let server: Listening;
  let project: DoctorProject;
  const asked: string[] = [];

  beforeAll(async () => {
    server = await listenOnLoopback(
      createServer((request, response) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        asked.push(path);
        if (path === '/live.mp3') return void response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(Buffer.concat(Array.from({ length: 320 }, () => MP3_FRAME)));
        if (path === '/art.png') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>our covers</html>');
        if (path === '/share.jpg') {
          const image = Buffer.alloc(3 * 1024 * 1024 + 100 * 1024, 1);
          return void response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': image.byteLength }).end(image);
        }
        // No Content-Length: the size is what arrives, read one byte past the bound.
        if (path === '/big.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(2 * 1024 * 1024, 1));
        if (path === '/ok.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(2048, 1));
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      }),
    );
    project = await makeDoctorProject();
    await project.config({ publicUrl: 'http://127.0.0.1:9' });
  });

  afterAll(async () => {
    await server?.close();
    await project?.remove();
  });

  it('reports a missing logo, default art that is a web page and a share picture too large, in image words', async () => {
    await project.station(1, {
      station: { sid: 1, title: 'Pictures FM', logo: `${server.url}/missing-logo.png` },
      data: { audioHtml: `${server.url}/live.mp3` },
      ui: { defaultAlbumArt: `${server.url}/art.png` },
      social: { facebook: { logo: `${server.url}/share.jpg` } },
    });
    const { code, json, stderr } = await project.doctorJson(['--station', '1']);
    expect(stderr).toBe('');
    // Image problems are warnings: the player plays without them.
    expect(code).toBe(0);
    const logo = findingsOf(json, 'station.logo');
    expect(codes(logo)).toEqual(['info IMAGE_ALLOWED', 'warning IMAGE_HTTP_ERROR']);
    expect(logo[1]).toMatchObject({
      says: 'HTTP 404',
      listener: 'a missing image where the station meant one',
      fix: 'check the image URL: no image at that path (the file name, its folder)',
    });
    const art = findingsOf(json, 'ui.defaultAlbumArt');
    expect(codes(art)).toEqual(['info IMAGE_ALLOWED', 'info ANSWERS', 'warning NOT_AN_IMAGE']);
    expect(art[2]!.says).toBe('Content-Type text/html, not an image');
    const share = findingsOf(json, 'social.facebook.logo');
    expect(codes(share)).toEqual(['info ANSWERS', 'warning IMAGE_TOO_LARGE']);
    expect(share[1]!.says).toBe("the image is 3.1 MB (doctor's bound for an image: 1 MB)");
    for (const finding of [...logo, ...art, ...share]) expect(`${finding.listener} ${finding.fix}`).not.toMatch(/mount|playlist|stream/);
  });

  it('an image that cannot be reached is a warning in image words', async () => {
    const closed = await freePort();
    await project.station(2, {
      station: { sid: 2, title: 'Refused FM', logo: `http://127.0.0.1:${closed}/logo.png` },
      data: { audioHtml: `${server.url}/live.mp3` },
      ui: { defaultAlbumArt: `${server.url}/big.png` },
    });
    const { code, json } = await project.doctorJson(['--station', '2']);
    expect(code).toBe(0);
    const logo = findingsOf(json, 'station.logo');
    expect(codes(logo)).toEqual(['info IMAGE_ALLOWED', 'warning IMAGE_UNREACHABLE']);
    expect(logo[1]!.says).toBe(`cannot connect: connect ECONNREFUSED 127.0.0.1:${closed}`);
    expect(logo[1]!.fix).toBe('check the image URL, and that its server is up and reachable from the internet');
    const art = findingsOf(json, 'ui.defaultAlbumArt');
    expect(codes(art)).toEqual(['info IMAGE_ALLOWED', 'info ANSWERS', 'warning IMAGE_TOO_LARGE']);
    expect(art[2]!.says).toBe("the image is more than 1 MB (doctor's bound for an image: 1 MB)");
  });
});

describe('radio-embed doctor --station 42, the example in --help, on the demo station', () => {
  it('explains the reserved example hosts, contacts none of them, and exits 0', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, [join(REPO_ROOT, 'bin/radio-embed.js'), 'doctor', ...args], { cwd: REPO_ROOT }, (error, stdout, stderr) => {
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
        });
      });
    const started = performance.now();
    const text = await run(['--station', '42']);
    // Nothing was asked of the network: no DNS lookups, no waits.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      '    warning  stream.radio42.example is a reserved example host (RFC 2606/6761) that no server answers for; not contacted',
    );
    expect(text.stdout).toContain('station 42: 0 errors, 3 warnings');
    const json = JSON.parse((await run(['--station', '42', '--json'])).stdout) as DoctorJson;
    expect(json.ok).toBe(true);
    expect(json.stations[0]!.checks.map((c) => [c.setting, codes(c.findings)])).toEqual([
      ['data.audioHls', ['warning RESERVED_HOST']],
      ['data.audioFlash', ['warning RESERVED_HOST']],
      ['data.audioHtml', ['warning RESERVED_HOST']],
    ]);
  });
});
