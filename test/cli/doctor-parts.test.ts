// The pure parts of `radio-embed doctor`: HLS playlists, ID3 in segments, CSP source matching,
// codecs by Content-Type and CODECS; and its command line (exit 2 when it cannot run).
import { describe, expect, test } from 'vitest';
import { codecOfHls, codecOfType, codecSeverity } from '../../cli/doctor/codecs';
import { cspAllows } from '../../cli/doctor/csp-match';
import { parseHlsPlaylist } from '../../cli/doctor/hls-playlist';
import { id3In } from '../../cli/doctor/id3';
import { reservedHostKind } from '../../cli/doctor/reserved-host';
import { terminalSafe } from '../../cli/doctor/terminal-safe';
import { makeProject } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

describe('terminalSafe: what a server sent, fit for a terminal', () => {
  test.each([
    ['mp4a.40.2\u001b]0;pwned\u0007', 'mp4a.40.2\\x1b]0;pwned\\x07'],
    ['a\nb\r\tc\u007f', 'a\\x0ab\\x0d\\x09c\\x7f'],
    ['application/vnd.apple.mpegurl\u0085', 'application/vnd.apple.mpegurl\\x85'],
    ['\u009b2J', '\\x9b2J'],
    ['abc\u202Egnp.exe', 'abc\\u202egnp.exe'],
    ['Español – “ok” 🎵', 'Español – “ok” 🎵'],
  ])('%j → %j', (raw, shown) => expect(terminalSafe(raw)).toBe(shown));
});

describe('reservedHostKind (RFC 2606/6761)', () => {
  test.each([
    ['stream.radio42.example', 'example'],
    ['example.com', 'example'],
    ['cdn.example.org.', 'example'],
    ['radio.test', 'test'],
    ['embed.invalid', 'invalid'],
    ['localhost', 'localhost'],
    ['app.localhost', 'localhost'],
    ['example.co.uk', undefined],
    ['myexample.com', undefined],
    ['127.0.0.1', undefined],
    ['testing.fm', undefined],
  ])('%s → %s', (host, kind) => expect(reservedHostKind(host)).toBe(kind));
});

describe('parseHlsPlaylist', () => {
  test('a master playlist: each variant with its CODECS', () => {
    const text = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.5"\nlow/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=128000\nhigh.m3u8\n';
    expect(parseHlsPlaylist(text)).toEqual({
      kind: 'master',
      variants: [
        { uri: 'low/index.m3u8', codecs: 'mp4a.40.5' },
        { uri: 'high.m3u8', codecs: undefined },
      ],
    });
  });

  test('a media playlist: target duration, each segment, whether it ended', () => {
    const text = '#EXTM3U\r\n#EXT-X-VERSION:3\r\n#EXT-X-TARGETDURATION:6\r\n#EXTINF:6.006,\r\na1.ts\r\n#EXTINF:5.97,title\r\na2.ts\r\n';
    expect(parseHlsPlaylist(text)).toEqual({
      kind: 'media',
      targetDuration: 6,
      segments: [
        { duration: 6.006, uri: 'a1.ts' },
        { duration: 5.97, uri: 'a2.ts' },
      ],
      ended: false,
    });
    expect(parseHlsPlaylist(`${text}#EXT-X-ENDLIST\n`)).toMatchObject({ ended: true });
  });

  test('text that is not a playlist', () => {
    expect(parseHlsPlaylist('<html>')).toBeUndefined();
    expect(parseHlsPlaylist('[playlist]\nFile1=http://x/\n')).toBeUndefined();
  });
});

describe('id3In', () => {
  const tag = (frames: string) => {
    const body = new TextEncoder().encode(frames);
    return new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, body.length, ...body]);
  };
  test('a tag with a title frame is a track; one with other frames only is timestamps', () => {
    expect(id3In(new Uint8Array([0x47, 1, 2, ...tag('TIT2\0\0\0\x05\0\0\x03Song'), 9, 9]))).toBe('track');
    expect(id3In(tag('PRIV\0\0\0\x08\0\0com.apple'))).toBe('timestamps');
    expect(id3In(new Uint8Array(2048).fill(0x47))).toBe('none');
  });
});

describe('cspAllows', () => {
  const self = 'https://embed.radio.example';
  test.each([
    [['*'], 'https://img.example/a.png', true],
    [['*'], 'data:image/png;base64,AA', false],
    [["'self'"], 'https://embed.radio.example/logo.png', true],
    [["'self'"], 'https://cdn.example/logo.png', false],
    [['https:'], 'https://cdn.example/logo.png', true],
    [['https:'], 'http://cdn.example/logo.png', false],
    [['https://cdn.example'], 'https://cdn.example/x/logo.png', true],
    [['https://cdn.example'], 'https://cdn.example:8443/logo.png', false],
    [['*.example.com'], 'https://img.example.com/logo.png', true],
    [['*.example.com'], 'https://example.com/logo.png', false],
    [['https://cdn.example/logos/'], 'https://cdn.example/logos/42.png', true],
    [['https://cdn.example/logos/'], 'https://cdn.example/other/42.png', false],
    [["'none'"], 'https://cdn.example/logo.png', false],
  ])('%j allows %s: %s', (sources, url, allowed) => {
    expect(cspAllows(sources, url, self)).toBe(allowed);
  });
});

describe('codecs', () => {
  test('by Content-Type and by HLS CODECS, with who cannot play them', () => {
    expect(codecOfType('audio/mpeg')).toEqual({ name: 'MP3', missing: [] });
    expect(codecOfType('audio/ogg')).toEqual({ name: 'Ogg', missing: ['Safari'] });
    expect(codecOfType('text/html')).toBeUndefined();
    expect(codecOfHls('mp4a.40.29').missing).toEqual([]);
    expect(codecOfHls('ec-3')).toEqual({ name: 'ec-3', missing: ['Chromium', 'Firefox'] });
    expect(codecSeverity(codecOfHls('ec-3'))).toBe('error');
    expect(codecSeverity(codecOfHls('opus'))).toBe('warning');
  });
});

describe('radio-embed doctor: the command line', () => {
  test('needs --station or --all, a timeout in seconds, and not both selections (exit 2)', async () => {
    const project = await makeProject('cli-doctor');
    try {
      await project.station(42, stationJson(42));
      const none = await runCli(['doctor'], project.path);
      expect([none.code, none.stderr.split('\n')[0]]).toEqual([2, 'error: doctor needs --station <id> or --all']);
      const both = await runCli(['doctor', '--station', '42', '--all'], project.path);
      expect([both.code, both.stderr.split('\n')[0]]).toEqual([2, 'error: --station and --all cannot be used together']);
      const timeout = await runCli(['doctor', '--station', '42', '--timeout', 'soon'], project.path);
      expect(timeout.code).toBe(2);
      expect(timeout.stderr).toContain('A timeout is a number of seconds from 0.1 to 120, e.g. 5.');
    } finally {
      await project.remove();
    }
  });

  test('an invalid station file is reported as validate reports it, and nothing is contacted (exit 1)', async () => {
    const project = await makeProject('cli-doctor');
    try {
      await project.station(42, { station: { sid: 42, title: 'No Stream FM' }, data: {} });
      const result = await runCli(['doctor', '--station', '42', '--json'], project.path);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('stations/42.json: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml\n');
      expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, stations: [] });
    } finally {
      await project.remove();
    }
  });

  test('--help lists the checks and the examples', async () => {
    const help = await runCli(['doctor', '--help'], process.cwd());
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--timeout <seconds> +time limit of each check \(default: 5\)/);
    expect(help.stdout).toContain('$ radio-embed doctor --station 42');
  });
});
