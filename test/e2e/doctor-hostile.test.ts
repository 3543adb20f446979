// `radio-embed doctor` against a hostile server (issue 30 §4): a playlist of 4,000 entries, escape
// sequences in an HLS CODECS attribute and an Icecast listenurl, a control byte in a Content-Type,
// a redirect loop and a stream that trickles forever. doctor's cost stays bounded (its peak
// memory is printed), and nothing a server sent reaches the terminal unescaped.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { REPO_ROOT } from '../support/repo-root';
import { codes, type DoctorProject, findingsOf, makeDoctorProject } from './doctor-world';

const ENTRIES = 4000;
const MP3_FRAME = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array.from({ length: 413 }, () => 0)]);
const MP3_BURST = Buffer.concat(Array.from({ length: 320 }, () => MP3_FRAME));
/** Sets the window title, clears the screen, and moves the cursor home. */
const ESCAPES = '\u001b]0;pwned\u0007\u001b[2J\u001b[H';
const FORGED_LINE = '    ok       all good here';

describe('radio-embed doctor against a hostile server', () => {
  let server: Listening;
  let project: DoctorProject;
  let entryRequests = 0;
  const trickles = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    server = await listenOnLoopback(
      createServer((request, response) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        const cors = { 'Access-Control-Allow-Origin': '*' };
        if (path === '/big.m3u') {
          const list = Array.from({ length: ENTRIES }, (_, i) => `e/${i}.mp3`).join('\n');
          return void response.writeHead(200, { 'Content-Type': 'audio/x-mpegurl', ...cors }).end(`#EXTM3U\n${list}\n`);
        }
        if (path.startsWith('/e/')) {
          entryRequests++;
          return void response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(MP3_BURST);
        }
        if (path === '/master.m3u8') {
          const playlist = `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2${ESCAPES}"\nmedia.m3u8\n`;
          return void response.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl', ...cors }).end(playlist);
        }
        if (path === '/media.m3u8') {
          const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.0,\nseg.aac\n#EXTINF:6.0,\nseg.aac\n#EXTINF:6.0,\nseg.aac\n';
          return void response.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl', ...cors }).end(playlist);
        }
        if (path === '/seg.aac') return void response.writeHead(200, { 'Content-Type': 'audio/aac', ...cors }).end(Buffer.alloc(512, 1));
        if (path === '/status-json.xsl') {
          const listenurl = `http://${request.headers.host}/live.mp3${ESCAPES}\n${FORGED_LINE}`;
          return void response.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ icestats: { source: { listenurl, title: 'A - B' } } }));
        }
        if (path === '/live.mp3') return void response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(MP3_BURST);
        if (path === '/typed') {
          // A C1 control byte after the type: invisible on a terminal, yet not the type.
          response.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl\u0085' });
          return void response.end(Buffer.alloc(256, 0));
        }
        if (path === '/loop') return void response.writeHead(302, { Location: '/loop' }).end();
        if (path === '/trickle.mp3') {
          // Headers at once, then one byte every 50 ms, forever.
          response.writeHead(200, { 'Content-Type': 'audio/mpeg' });
          const timer = setInterval(() => response.write(Buffer.of(0)), 50);
          trickles.add(timer);
          response.once('close', () => clearInterval(timer));
          return;
        }
        response.writeHead(404).end();
      }),
    );
    project = await makeDoctorProject();
    await project.config({ publicUrl: 'http://127.0.0.1:9' });
  });

  afterAll(async () => {
    for (const timer of trickles) clearInterval(timer);
    await server?.close();
    await project?.remove();
  });

  it(`checks the first entries of a ${ENTRIES}-entry playlist, not all, in bounded memory`, async () => {
    await project.station(1, { station: { sid: 1, title: 'Long FM' }, data: { audioHtml: `${server.url}/big.m3u` } });
    const started = performance.now();
    const { json, stderr } = await project.doctorJson(['--station', '1'], { NODE_OPTIONS: `--require ${join(REPO_ROOT, 'test/support/peak-rss.cjs')}` });
    const seconds = (performance.now() - started) / 1000;
    const peakMb = Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1]) / 1024;
    console.log(`doctor on a ${ENTRIES}-entry playlist: ${entryRequests} entries fetched, peak RSS ${peakMb.toFixed(0)} MB, ${seconds.toFixed(1)} s`);
    const checks = json.stations[0]!.checks;
    expect(codes(findingsOf(json, 'data.audioHtml'))).toEqual(['info ANSWERS', 'info CORS_OK', 'info PLAYLIST_LISTS', 'warning PLAYLIST_LONG']);
    expect(findingsOf(json, 'data.audioHtml')[3]!.says).toBe(`the playlist lists ${ENTRIES} entries; the first 10 are checked`);
    expect(checks.map((c) => c.setting)).toEqual(['data.audioHtml', ...Array.from({ length: 10 }, (_, i) => `data.audioHtml → entry ${i + 1}`)]);
    expect(entryRequests).toBe(10);
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb).toBeLessThan(200);
  });

  it('prints escape sequences from CODECS and a listenurl escaped; --json keeps them as sent', async () => {
    await project.station(2, {
      station: { sid: 2, title: 'Escape FM' },
      data: { audioHls: `${server.url}/master.m3u8`, audioHtml: `${server.url}/live.mp3` },
      metadata: { source: 'icecast', url: `${server.url}/status-json.xsl` },
    });
    const { stdout } = await project.doctor(['--station', '2']);
    expect(stdout).not.toContain('\u001b');
    expect(stdout).not.toContain('\u0007');
    expect(stdout.split('\n')).not.toContain(FORGED_LINE);
    expect(stdout).toContain('CODECS="mp4a.40.2\\x1b]0;pwned\\x07\\x1b[2J\\x1b[H"');
    expect(stdout).toContain(`source ${server.url}/live.mp3\\x1b]0;pwned\\x07\\x1b[2J\\x1b[H\\x0a${FORGED_LINE}`);
    const { json } = await project.doctorJson(['--station', '2']);
    expect(findingsOf(json, 'data.audioHls').find((f) => f.code === 'HLS_CODECS')?.says).toBe(`CODECS="mp4a.40.2${ESCAPES}"`);
    expect(findingsOf(json, 'metadata.url').at(-1)!.says).toBe(`the player follows the status page's source ${server.url}/live.mp3${ESCAPES}\n${FORGED_LINE}`);
  });

  it('shows a control byte in a Content-Type, so the type differs visibly from the one expected', async () => {
    await project.station(3, { station: { sid: 3, title: 'Typed FM' }, data: { audioHls: `${server.url}/typed` } });
    const { stdout } = await project.doctor(['--station', '3']);
    expect(stdout).toContain('    error    Content-Type application/vnd.apple.mpegurl\\x85, not application/vnd.apple.mpegurl (an HLS playlist)');
  });

  it('ends a redirect loop at the redirect limit', async () => {
    await project.station(4, { station: { sid: 4, title: 'Loop FM' }, data: { audioHtml: `${server.url}/loop` } });
    const { code, json } = await project.doctorJson(['--station', '4']);
    expect(code).toBe(1);
    expect(findingsOf(json, 'data.audioHtml').map((f) => [f.code, f.says])).toEqual([['TOO_MANY_REDIRECTS', 'more than 10 redirects (a loop?); not followed further']]);
  });

  it('gives up on a stream that trickles forever at --timeout', async () => {
    await project.station(5, { station: { sid: 5, title: 'Trickle FM' }, data: { audioHtml: `${server.url}/trickle.mp3` } });
    const started = performance.now();
    const { json } = await project.doctorJson(['--station', '5', '--timeout', '1']);
    expect(performance.now() - started).toBeLessThan(6000);
    expect(codes(findingsOf(json, 'data.audioHtml'))).toEqual(['info ANSWERS', 'info PLAYS_EVERYWHERE', 'warning NO_BURST']);
  });
});
