// `radio-embed doctor` against a local server that gets things wrong the way station servers do:
// a page instead of a stream, a missing mount, an answer that never comes, a playlist, a
// now-playing API without CORS, an http:// stream under an https:// embed. Each is reported with
// its severity, what the listener sees and the fix; the exit code says whether any is an error.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { codes, type DoctorProject, findingsOf, makeDoctorProject } from './doctor-world';

const MP3_FRAME = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array.from({ length: 413 }, () => 0)]);
const BURST = Buffer.concat(Array.from({ length: 640 }, () => MP3_FRAME));

describe('radio-embed doctor against a misconfigured server', () => {
  let server: Listening;
  let project: DoctorProject;
  const pending = new Set<() => void>();

  beforeAll(async () => {
    server = await listenOnLoopback(
      createServer((request, response) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        const cors = { 'Access-Control-Allow-Origin': '*' };
        if (path === '/page.mp3') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Listen live!</html>');
        if (path === '/live.mp3') {
          // 256 KB at once, then nothing: an Icecast burst that Chromium can start from (sent
          // chunked, with no length: writeHead before the body).
          return void response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(BURST);
        }
        // The same bytes as a file, with their length: a server that ignores Range (every answer
        // the whole file, 200), and one that answers the bytes asked for, as a CDN does.
        const file = { 'Content-Type': 'audio/mpeg', 'Content-Length': String(BURST.length) };
        if (path === '/file.mp3') return void response.writeHead(200, file).end(BURST);
        if (path === '/cdn.mp3') {
          const suffix = /^bytes=-(\d+)$/.exec(request.headers.range ?? '');
          if (!suffix) return void response.writeHead(200, { ...file, 'Accept-Ranges': 'bytes' }).end(BURST);
          const start = BURST.length - Number(suffix[1]);
          const range = { 'Content-Range': `bytes ${start}-${BURST.length - 1}/${BURST.length}`, 'Content-Length': suffix[1]! };
          return void response.writeHead(206, { ...file, ...range }).end(BURST.subarray(start));
        }
        if (path === '/live.ogg') return void response.writeHead(200, { 'Content-Type': 'audio/ogg' }).end(Buffer.alloc(4096, 1));
        if (path === '/slow.mp3') {
          // Never answers while the test runs: the check must give up at --timeout.
          pending.add(() => response.destroy());
          return;
        }
        if (path === '/radio.pls') {
          const base = `http://${request.headers.host}`;
          return void response.writeHead(200, { 'Content-Type': 'audio/x-scpls', ...cors }).end(`[playlist]\nFile1=${base}/live.mp3\nFile2=${base}/gone.mp3\nNumberOfEntries=2\n`);
        }
        if (path === '/nowplaying') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"artist":"A","title":"B"}');
        if (path === '/logo.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(64));
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      }),
    );
    project = await makeDoctorProject();
    await project.config({ publicUrl: 'http://127.0.0.1:9' });
  });

  afterAll(async () => {
    for (const end of pending) end();
    await server?.close();
    await project?.remove();
  });

  it('reports a web page served as a stream, a 404 and a codec Safari cannot play, and exits 1', async () => {
    await project.station(1, {
      station: { sid: 1, title: 'Wrong FM' },
      data: { audioHls: `${server.url}/page.mp3`, audioFlash: `${server.url}/missing.mp3`, audioHtml: `${server.url}/live.ogg` },
    });
    const { code, json } = await project.doctorJson(['--station', '1']);
    expect(code).toBe(1);
    expect(json.ok).toBe(false);
    expect(codes(findingsOf(json, 'data.audioHls'))).toEqual(['info ANSWERS', 'error WRONG_CONTENT_TYPE']);
    const page = findingsOf(json, 'data.audioHls')[1]!;
    expect(page.says).toBe('Content-Type text/html, not audio/mpeg');
    expect(page.fix).toBe('have the server send Content-Type audio/mpeg');
    expect(codes(findingsOf(json, 'data.audioFlash'))).toEqual(['error HTTP_ERROR']);
    expect(findingsOf(json, 'data.audioFlash')[0]!.says).toBe('HTTP 404');
    const ogg = findingsOf(json, 'data.audioHtml');
    // .ogg names no type the player knows, so it takes the URL for HLS (spec §5): said too.
    expect(codes(ogg)).toEqual(['info ANSWERS', 'warning CODEC_NOT_EVERYWHERE', 'warning NAMED_AS_HLS']);
    expect(ogg[1]!.listener).toBe('listeners in Safari hear nothing from this source');
  });

  it('gives up on an answer that does not come within --timeout', async () => {
    await project.station(2, { station: { sid: 2, title: 'Slow FM' }, data: { audioHtml: `${server.url}/slow.mp3` } });
    const started = performance.now();
    const { code, json } = await project.doctorJson(['--station', '2', '--timeout', '1']);
    expect(performance.now() - started).toBeLessThan(8000);
    expect(code).toBe(1);
    expect(findingsOf(json, 'data.audioHtml').map((f) => [f.code, f.says])).toEqual([['TIMEOUT', 'no answer within 1 s']]);
  });

  it('follows a PLS playlist to each stream it lists, and checks the now-playing API and the logo', async () => {
    await project.station(3, {
      station: { sid: 3, title: 'Listed FM', logo: `${server.url}/logo.png` },
      data: { audioHtml: `${server.url}/radio.pls` },
      metadata: { source: 'nowplaying', url: `${server.url}/nowplaying` },
    });
    const { code, json } = await project.doctorJson(['--station', '3']);
    expect(code).toBe(1);
    expect(codes(findingsOf(json, 'data.audioHtml'))).toEqual(['info ANSWERS', 'info CORS_OK', 'info PLAYLIST_LISTS']);
    expect(codes(findingsOf(json, 'data.audioHtml → entry 1'))).toEqual(['info ANSWERS', 'info PLAYS_EVERYWHERE', 'info FAST_START']);
    expect(codes(findingsOf(json, 'data.audioHtml → entry 2'))).toEqual(['error HTTP_ERROR']);
    // The API answers, but without CORS the browser keeps the answer from the player.
    const nowPlaying = findingsOf(json, 'metadata.url');
    expect(codes(nowPlaying)).toEqual(['info ANSWERS', 'error NO_CORS']);
    expect(nowPlaying[1]!.says).toBe('no CORS for http://127.0.0.1:9 (Access-Control-Allow-Origin: absent)');
    expect(codes(findingsOf(json, 'station.logo'))).toEqual(['info IMAGE_ALLOWED', 'info ANSWERS']);
  });

  it('an http:// stream on an https:// embed whose https:// address does not answer is an error; the terminal output says what the listener sees and the fix', async () => {
    await project.config({ publicUrl: 'https://embed.radio.example' });
    await project.station(4, { station: { sid: 4, title: 'Plain FM' }, data: { audioHtml: `${server.url}/live.mp3` } });
    const { code, stdout } = await project.doctor(['--station', '4']);
    await project.config({ publicUrl: 'http://127.0.0.1:9' });
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual(
      [
        'station 4 (stations/4.json)',
        `  data.audioHtml  ${server.url}/live.mp3`,
        '    error    an http:// address on an https:// embed (https://embed.radio.example), and its https:// address does not answer (TLS handshake failed: wrong version number)',
        `             listener: browsers ask for https://${server.url.slice('http://'.length)}/live.mp3 instead, which does not answer: a stream shows "Connecting…" for about 10 s, then that it cannot connect; an image stays missing`,
        '             fix: serve it over https:// and use the https:// URL in the station file',
        '    ok       HTTP 200, Content-Type audio/mpeg',
        '    ok       MP3: plays in Chromium, Firefox and Safari',
        expect.stringMatching(/^ {4}ok {7}the first 128 KB in \d\.\d\d s: Chromium starts at once$/),
        'station 4: 1 error, 0 warnings',
        '',
        '',
      ],
    );
  });

  it('a station without problems exits 0', async () => {
    await project.station(5, { station: { sid: 5, title: 'Good FM' }, data: { audioHtml: `${server.url}/live.mp3` } });
    const { code, json } = await project.doctorJson(['--station', '5']);
    expect(code).toBe(0);
    expect(json.stations[0]).toMatchObject({ id: 5, ok: true, counts: { error: 0, warning: 0 } });
  });

  it('--all checks every station and prints them in station order, then the counts', async () => {
    const started = performance.now();
    const { code, stdout } = await project.doctor(['--all', '--timeout', '2']);
    // Station 2 waits out its timeout; the run stays within about one timeout plus the rest.
    expect(performance.now() - started).toBeLessThan(6000);
    expect(code).toBe(1);
    expect(stdout.split('\n').filter((line) => line.startsWith('station ') && line.includes('('))).toEqual([1, 2, 3, 4, 5].map((id) => `station ${id} (stations/${id}.json)`));
    expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^5 stations checked, \d+ errors, \d+ warnings?$/);
  });

  it('a stream with a length whose server ignores Range is a warning (WebKit stops on a slow link); one that answers the bytes (206) is not', async () => {
    await project.station(6, { station: { sid: 6, title: 'File FM' }, data: { audioHtml: `${server.url}/file.mp3`, audioFlash: `${server.url}/cdn.mp3` } });
    const { code, json } = await project.doctorJson(['--station', '6']);
    expect(code).toBe(0);
    const file = findingsOf(json, 'data.audioHtml');
    expect(codes(file)).toEqual(['info ANSWERS', 'info PLAYS_EVERYWHERE', 'info FAST_START', 'warning FILE_WITHOUT_RANGES']);
    expect(file[3]!.says).toBe(`an answer of known length (Content-Length: ${BURST.length}) whose server answers a Range request with 200, not 206`);
    expect(file[3]!.listener).toContain('Safari and iOS listeners');
    expect(codes(findingsOf(json, 'data.audioFlash'))).toEqual(['info ANSWERS', 'info PLAYS_EVERYWHERE', 'info FAST_START']);
  });
});
