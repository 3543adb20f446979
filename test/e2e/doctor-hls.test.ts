// `radio-embed doctor` against live HLS made by ffmpeg (AAC in MPEG-TS) and served over HTTP:
// segment and target durations (2 s segments make Chromium's own player keep every second played,
// 6 s ones do not), the live window, CODECS from a master playlist, and ID3 track tags in the
// segments, judged against the station's metadata source and HLS player.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHlsSource, type HlsSource } from '../support/hls-source';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { codes, type DoctorProject, findingsOf, makeDoctorProject } from './doctor-world';

describe('radio-embed doctor against live HLS', () => {
  let short: HlsSource;
  let long: HlsSource;
  let shortServer: StaticServer;
  let longServer: StaticServer;
  let project: DoctorProject;

  beforeAll(async () => {
    [short, long] = await Promise.all([
      startHlsSource({ segmentSeconds: 2, id3: { artist: 'Daft Punk', title: 'One More Time' } }),
      startHlsSource({ segmentSeconds: 6 }),
    ]);
    // Master playlists as packagers write them: one naming AAC, one AC-3 (Safari only).
    await writeFile(join(short.dir, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=128000,CODECS="mp4a.40.2"\nlive.m3u8\n');
    await writeFile(join(long.dir, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=384000,CODECS="ac-3"\nlive.m3u8\n');
    [shortServer, longServer] = await Promise.all([startStaticServer(short.dir), startStaticServer(long.dir)]);
    project = await makeDoctorProject();
    await project.config({ publicUrl: 'http://127.0.0.1:9' });
  });

  afterAll(async () => {
    await Promise.all([shortServer?.close(), longServer?.close()]);
    await Promise.all([short?.close(), long?.close()]);
    await project?.remove();
  });

  it('2 s segments: Chromium keeps every second played; the ID3 track is unseen by its own player', async () => {
    await project.station(1, { station: { sid: 1, title: 'Short FM' }, data: { audioHls: `${shortServer.url}/master.m3u8` } });
    const { code, json } = await project.doctorJson(['--station', '1']);
    expect(code).toBe(0);
    const hls = findingsOf(json, 'data.audioHls');
    expect(codes(hls)).toEqual([
      'info ANSWERS',
      'info CORS_OK',
      'info HLS_CODECS',
      'info PLAYS_EVERYWHERE',
      'info HLS_SEGMENTS',
      ...(hls.some((f) => f.code === 'HLS_SHORT_WINDOW') ? ['warning HLS_SHORT_WINDOW'] : []),
      'warning HLS_SHORT_SEGMENTS',
      'info HLS_ID3_TRACK',
      'warning HLS_ID3_NATIVE',
    ]);
    expect(hls[2]!.says).toBe('CODECS="mp4a.40.2"');
    expect(hls[3]!.says).toBe('AAC (mp4a.40.2): plays in Chromium, Firefox and Safari');
    expect(hls[4]!.says).toMatch(/^target duration 2 s, segments \d\.\d–2\.\d s, live window \d+ s$/);
    const segments = hls.find((f) => f.code === 'HLS_SHORT_SEGMENTS')!;
    expect(segments.listener).toBe('Chrome listeners move to hls.js after about 45 s of play, with one short gap in the sound');
    expect(hls.find((f) => f.code === 'HLS_ID3_NATIVE')!.fix).toBe('set data.hlsPlayer to "hls.js": docs/engine.md "Which HLS player"');
  });

  it('with data.hlsPlayer "hls.js" both are handled: no warning about either', async () => {
    await project.station(2, {
      station: { sid: 2, title: 'Short FM via hls.js' },
      data: { audioHls: `${shortServer.url}/live.m3u8`, hlsPlayer: 'hls.js' },
    });
    const { json } = await project.doctorJson(['--station', '2']);
    const hls = codes(findingsOf(json, 'data.audioHls'));
    // A media playlist has no CODECS: said, as information.
    expect(hls).toContain('info HLS_NO_CODECS');
    expect(hls).toContain('info HLS_ID3_TRACK');
    expect(hls).not.toContain('warning HLS_SHORT_SEGMENTS');
    expect(hls).not.toContain('warning HLS_ID3_NATIVE');
  });

  it('6 s segments are fine for Chromium; AC-3 plays only in Safari, an error (most listeners use Chromium); no ID3 with source "stream" is a warning', async () => {
    await project.station(3, { station: { sid: 3, title: 'Long FM' }, data: { audioHls: `${longServer.url}/master.m3u8` } });
    const { code, json } = await project.doctorJson(['--station', '3']);
    expect(code).toBe(1);
    const hls = findingsOf(json, 'data.audioHls');
    expect(codes(hls)).not.toContain('warning HLS_SHORT_SEGMENTS');
    expect(hls.find((f) => f.code === 'HLS_SEGMENTS')!.says).toMatch(/^target duration 6 s, /);
    const ac3 = hls.find((f) => f.code === 'CODEC_NOT_EVERYWHERE')!;
    expect([ac3.severity, ac3.says]).toEqual(['error', 'ac-3 does not play in Chromium and Firefox']);
    expect(codes(hls)).toContain('warning HLS_NO_ID3');
  });
});
