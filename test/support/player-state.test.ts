import { describe, expect, it } from 'vitest';
import { browserNews, startContextText } from './player-state';

const ROUTINE = [
  '** (WebKitWebProcess:19725): WARNING **: 22:10:00.950: Unable to get session D-Bus address: Failed to execute child process “dbus-launch”',
  '0:00:00.628 19725 WARN downloadbuffer gstdownloadbuffer.c:973:gst_download_buffer_close_temp_location_file:<downloadbuffer0> Failed to remove temporary file /var/tmp/WebKit-Media-XEIJZ3: No such file or directory',
  '0:00:00.717 19725 WARN webkitcommon GStreamerCommon.cpp:323:getStreamIdFromPad:<avdec_mp3-1:sink> Got invalid stream-id from pad: d63c',
  '0:00:00.717 19725 WARN webkitmediaplayer MediaPlayerPrivateGStreamer.cpp:3519:operator():<media-player-1> Caps event received before stream-start. This shouldn\'t happen!',
];

describe('what a failed start prints of the browser', () => {
  it('leaves out the lines every WebKit play prints and keeps the rest, in order', () => {
    const error = '0:00:01.2 19725 WARN webkitwebsrc WebKitWebSourceGStreamer.cpp:700:responseReceived:<webkitwebsrc0> error: R2: Received unexpected 200 HTTP status code for range request';
    expect(browserNews([ROUTINE[0], error, ...ROUTINE.slice(1), 'the last line', ''].join('\n'))).toBe(`${error}\nthe last line`);
  });

  it('says nothing of the browser where it printed only routine lines', () => {
    expect(browserNews(ROUTINE.join('\n'))).toBe('');
    expect(startContextText({ browserOutput: ROUTINE.join('\n') })).toBe('');
  });

  it('keeps the last 1,500 characters', () => {
    const news = browserNews(Array.from({ length: 100 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n'));
    expect(news).toHaveLength(1500);
    expect(news.endsWith(`line 99 ${'x'.repeat(40)}`)).toBe(true);
  });

  it('names each stream request by its method, range and answer', () => {
    const request = (range?: string, status = 200) => ({ method: 'GET', url: '/live.mp3', path: '/live.mp3', headers: range ? { range } : {}, status });
    expect(startContextText({ streamRequests: [request(), request('bytes=-128', 200)] })).toBe('; the stream server saw ["GET whole → 200","GET bytes=-128 → 200"]');
    // The last 12 of a longer log (a world's server, shared by the cells beside).
    const log = Array.from({ length: 14 }, (_, i) => request(`bytes=${i}-`, 206));
    expect(startContextText({ streamRequests: log })).toBe(`; the stream server saw ${JSON.stringify(log.slice(2).map((r) => `GET ${r.headers.range} → 206`))}`);
  });
});
