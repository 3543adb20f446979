// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine, DECODE_RETRIES, STALL_TIMEOUT_MS, START_TIMEOUT_MS } from '../../../runtime/engine/create-engine';
import { setLogLevel } from '../../../runtime/lib/logger';
import type { StreamSource } from '../../../runtime/streams/select-stream';
import { AAC, engineFixture, HLS, MP3 } from './engine-fixture';

let destroy = (): void => {};
type Fixture = ReturnType<typeof engineFixture>;
function setup(options: Parameters<typeof engineFixture>[0] = {}): Fixture {
  const fixture = engineFixture(options);
  destroy = () => fixture.engine.destroy();
  return fixture;
}
/** Lets the engine's awaited steps (lazy chunks, URL, play()) run. */
const flush = async () => {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('engine: setup', () => {
  it('fetches nothing before Play: preload="none", no src, then load_sources and ready', () => {
    const { media, names } = setup();
    expect(media.preload).toBe('none');
    expect(media.hasAttribute('src')).toBe(false);
    expect(names()).toEqual(['load_sources', 'ready']);
  });

  it("makes no engine without a media element, warning with the spec's text at the warn level (spec §5, §8)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createEngine(null)).toBeNull();
    expect(warn).not.toHaveBeenCalled(); // the default level is error
    setLogLevel('warn');
    try {
      expect(createEngine(null)).toBeNull();
      expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to initialize JwPlayerEngine. Must specify a valid `Container`.');
    } finally {
      setLogLevel('error');
    }
  });

  it('with no sources reports "Stream info is not valid" and stays not ready', () => {
    const { engine, names, payloadOf } = setup({ sources: [] });
    expect(engine.state.ready).toBe(false);
    expect(names()).toEqual(['load_sources', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'NO_SOURCE', message: 'Stream info is not valid' });
  });

  it('types a stream_url override from its URL (spec §5) when it loads', async () => {
    const { engine, src } = setup({ sources: [{ url: 'https://o.example/radio?codec=mp3', origin: 'override' }] });
    expect(engine.state.ready).toBe(true);
    engine.play();
    expect(src()).toBe('https://o.example/radio?codec=mp3');
  });

  it('refuses every command before ready with a warning, touching nothing (spec §4)', () => {
    const { engine, media, play, names, payloadOf } = setup({ load: false });
    engine.play();
    engine.stop();
    engine.pause();
    engine.seek(3);
    engine.setVolume(10);
    engine.setMuted(true);
    expect(play).not.toHaveBeenCalled();
    expect(media.volume).toBe(1);
    expect(media.muted).toBe(false);
    expect(names()).toEqual(Array(6).fill('warning'));
    expect(payloadOf('warning')).toMatchObject({ code: 'NOT_READY', message: 'Ignoring mute: the player is not ready yet' });
  });
});

describe('engine: play and stop commit only on media events', () => {
  it('Play sets the src and plays inside the call (the click), but reports playing only on `playing`', () => {
    const { engine, play, startPlaying, names, clear, src } = setup();
    clear();
    engine.play();
    expect(src()).toBe(MP3.url);
    expect(play).toHaveBeenCalledOnce();
    expect(engine.state.playing).toBe(false);
    startPlaying();
    expect(engine.state.playing).toBe(true);
    expect(names()).toEqual(['playback_change', 'play']);
  });

  it('Stop removes the src and reloads, ending the download; a late pause event is not a pause', async () => {
    const { engine, load, startPlaying, firePause, names, clear, src } = setup();
    engine.play();
    startPlaying();
    clear();
    engine.stop();
    expect(src()).toBeNull();
    expect(load).toHaveBeenCalled();
    firePause();
    expect(names()).toEqual(['playback_change', 'stop']);
  });

  it('Stop while still connecting ends the attempt', () => {
    const { engine, names, clear, src } = setup();
    engine.play();
    clear();
    engine.stop();
    expect(src()).toBeNull();
    expect(names()).toEqual(['stop']);
  });

  it('connects afresh on every Play: a new URL each time (the live edge, current parameters)', () => {
    let n = 0;
    const { engine, startPlaying, src } = setup({ resolveUrl: (source) => `${source.url}?n=${++n}` });
    engine.play();
    startPlaying();
    engine.stop();
    engine.play();
    expect(src()).toBe(`${MP3.url}?n=2`);
  });

  it('waits for a URL that is not ready yet (privacy, cookie sync) before connecting', async () => {
    let resolve = (_url: string): void => {};
    const { engine, play, src } = setup({ resolveUrl: () => new Promise((r) => (resolve = r)) });
    engine.play();
    expect(src()).toBeNull();
    resolve(`${MP3.url}?us_privacy=1---`);
    await flush();
    expect(src()).toBe(`${MP3.url}?us_privacy=1---`);
    expect(play).toHaveBeenCalledOnce();
  });
});

describe('engine: pause (spec §4)', () => {
  it('a pause from elsewhere (a media key) marks paused and, with stopPlayingWhenPaused (default), stops', () => {
    const { engine, startPlaying, firePause, names, clear, src } = setup();
    engine.play();
    startPlaying();
    clear();
    firePause();
    expect(src()).toBeNull();
    expect(names()).toEqual(['pause_change', 'pause', 'playback_change', 'stop']);
  });

  it('without stopPlayingWhenPaused a pause marks paused but not "not playing", and keeps the connection', () => {
    const { engine, startPlaying, firePause, names, clear, src } = setup({ stopPlayingWhenPaused: false });
    engine.play();
    startPlaying();
    clear();
    engine.pause();
    firePause();
    expect(engine.state).toMatchObject({ paused: true, playing: true });
    expect(src()).toBe(MP3.url);
    expect(names()).toEqual(['pause_change', 'pause']);
    startPlaying();
    expect(engine.state.paused).toBe(false);
  });

  it('ignores a stale pause event once a newer Play is under way', () => {
    const { engine, fire, names, clear, src } = setup();
    engine.play();
    clear();
    fire('pause');
    expect(src()).toBe(MP3.url);
    expect(names()).toEqual([]);
  });
});

describe('engine: source fallback (HLS → AAC → MP3) when a source fails to start', () => {
  it('an HTTP or decode error before audio moves on to the next source', () => {
    const { engine, failMedia, startPlaying, names, clear, src } = setup({ sources: [HLS, AAC, MP3], nativeHls: true });
    clear();
    engine.play();
    expect(src()).toBe(HLS.url);
    failMedia();
    expect(src()).toBe(AAC.url);
    failMedia();
    expect(src()).toBe(MP3.url);
    startPlaying();
    expect(names()).toEqual(['playback_change', 'play']);
  });

  it(`a decode error before audio reconnects to the same source ${DECODE_RETRIES} times, then moves on`, () => {
    const { engine, failMedia, startPlaying, names, clear, src } = setup({ sources: [AAC, MP3] });
    engine.play();
    const connections: (string | null)[] = [];
    for (let i = 0; i <= DECODE_RETRIES; i++) {
      connections.push(src());
      failMedia(3, 'PIPELINE_ERROR_DECODE');
    }
    expect(connections).toEqual(Array(DECODE_RETRIES + 1).fill(AAC.url));
    expect(src()).toBe(MP3.url);
    clear();
    startPlaying();
    expect(names()).toEqual(['playback_change', 'play']);
  });

  it('a decode error that a fresh connection cures plays the same source', () => {
    const { engine, failMedia, startPlaying, src } = setup({ sources: [AAC, MP3] });
    engine.play();
    failMedia(3, 'PIPELINE_ERROR_DECODE');
    expect(src()).toBe(AAC.url);
    startPlaying();
    expect(engine.state.playing).toBe(true);
    expect(src()).toBe(AAC.url);
  });

  it('a rejected play() (no supported source) warns "Play attempt failed" and moves on', async () => {
    const { engine, play, payloadOf, src } = setup({ sources: [AAC, MP3] });
    play.mockRejectedValueOnce(new DOMException('no supported sources', 'NotSupportedError'));
    engine.play();
    await flush();
    expect(payloadOf('warning')).toMatchObject({ code: 'PLAY_FAILED', message: 'Play attempt failed' });
    expect(src()).toBe(MP3.url);
  });

  it(`a source that has not started within ${START_TIMEOUT_MS / 1000} s is given up for the next`, async () => {
    const { engine, src } = setup({ sources: [AAC, MP3] });
    engine.play();
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS - 1);
    expect(src()).toBe(AAC.url);
    await vi.advanceTimersByTimeAsync(1);
    expect(src()).toBe(MP3.url);
  });

  it('when none starts: stop, then "Unable to connect to the stream"', () => {
    const { engine, failMedia, names, payloadOf, clear, src } = setup({ sources: [AAC, MP3] });
    clear();
    engine.play();
    failMedia();
    failMedia();
    expect(src()).toBeNull();
    expect(names()).toEqual(['stop', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'CONNECT_FAILED', message: 'Unable to connect to the stream' });
  });

  it('ignores a `playing` that arrives after the session failed (WebKit fires one for a rejected play())', () => {
    const { engine, failMedia, fire, names, clear } = setup({ sources: [MP3] });
    clear();
    engine.play();
    failMedia();
    fire('playing');
    expect(names()).toEqual(['stop', 'error']);
    expect(engine.state.playing).toBe(false);
  });

  it('the next Play starts again from the best source', () => {
    const { engine, failMedia, src } = setup({ sources: [AAC, MP3] });
    engine.play();
    failMedia();
    engine.stop();
    engine.play();
    expect(src()).toBe(AAC.url);
  });

  it('skips HLS where neither the browser nor hls.js (no Media Source Extensions) can play it', () => {
    const { engine, src } = setup({ sources: [HLS, MP3] });
    engine.play();
    expect(src()).toBe(MP3.url);
  });

  it('reports a station it cannot play at all instead of becoming ready', () => {
    const { engine, payloadOf } = setup({ sources: [HLS] });
    expect(engine.state.ready).toBe(false);
    expect(payloadOf('error')).toMatchObject({ code: 'UNSUPPORTED_SOURCE' });
  });
});

describe('engine: a playing stream that drops forces a stop, with the error (spec §4)', () => {
  it('an error after audio played: stop, then MEDIA_ERROR; no fallback mid-stream', () => {
    const { engine, startPlaying, failMedia, names, payloadOf, clear, src } = setup({ sources: [AAC, MP3] });
    engine.play();
    startPlaying();
    clear();
    failMedia(2, 'MEDIA_ERR_NETWORK');
    expect(src()).toBeNull();
    expect(engine.state.playing).toBe(false);
    expect(names()).toEqual(['playback_change', 'stop', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'MEDIA_ERROR', message: 'The stream failed' });
  });

  it('`ended` on a live stream: finish, then stop (the server went away)', () => {
    const { engine, startPlaying, fire, names, clear } = setup();
    engine.play();
    startPlaying();
    clear();
    fire('ended');
    expect(names()).toEqual(['finish', 'playback_change', 'stop']);
  });

  it(`a stall — no progress for ${STALL_TIMEOUT_MS / 1000} s while playing — is a drop`, async () => {
    const { engine, startPlaying, tick, names, payloadOf, clear } = setup();
    engine.play();
    startPlaying();
    for (let i = 0; i < 40; i++) {
      tick(0.25);
      await vi.advanceTimersByTimeAsync(250);
    }
    expect(engine.state.playing).toBe(true); // 10 s of progress: fine
    clear();
    tick(0); // the element still reports, but the position no longer moves
    await vi.advanceTimersByTimeAsync(STALL_TIMEOUT_MS);
    expect(names()).toEqual(['time_position_change', 'playback_change', 'stop', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'STALLED', message: 'The stream stalled' });
  });

  it('an error while the element plays on (Firefox, a stray frame of a live MP3) is only a warning', () => {
    const { engine, media, startPlaying, failMedia, names, payloadOf, clear, src } = setup();
    engine.play();
    startPlaying();
    Object.defineProperty(media, 'readyState', { configurable: true, get: () => 4 });
    clear();
    failMedia(3, 'Failed to decode media');
    expect(names()).toEqual(['warning']);
    expect(payloadOf('warning')).toMatchObject({ code: 'MEDIA_ERROR', message: 'The stream reported an error and plays on' });
    expect(engine.state.playing).toBe(true);
    expect(src()).toBe(MP3.url);
  });

  it('ignores media errors once the src is gone (they belong to an ended connection)', () => {
    const { failMedia, names, clear } = setup();
    clear();
    failMedia();
    expect(names()).toEqual([]);
  });
});

describe('engine: autoplay refusals are warnings, not errors (spec §8)', () => {
  it('NotAllowedError: "Autostart is not allowed", disconnect, stop; no error', async () => {
    const { engine, play, names, payloadOf, clear, src } = setup();
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    clear();
    engine.play();
    await flush();
    expect(src()).toBeNull();
    expect(names()).toEqual(['warning', 'stop']);
    expect(payloadOf('warning')).toMatchObject({ code: 'AUTOSTART_NOT_ALLOWED', message: 'Autostart is not allowed' });
  });

  it('AbortError (a Stop or a newer Play superseded it) is quiet', async () => {
    const { engine, play, names, clear } = setup();
    play.mockRejectedValueOnce(new DOMException('interrupted', 'AbortError'));
    clear();
    engine.play();
    await flush();
    expect(names()).toEqual([]);
  });
});

describe('engine: time position (spec §9: one per 500 ms, trailing edge)', () => {
  it('reports the latest position 500 ms after the first update of a burst, never at once', async () => {
    const { engine, startPlaying, tick, events, clear } = setup();
    engine.play();
    startPlaying();
    clear();
    tick(0.1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    tick(0.2);
    await vi.advanceTimersByTimeAsync(299);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([{ event: 'time_position_change', payload: { duration: Infinity, position: expect.closeTo(0.3) } }]);
  });

  it('emits at most one per 500 ms however often the element reports', async () => {
    const { engine, startPlaying, tick, names, clear } = setup();
    engine.play();
    startPlaying();
    clear();
    for (let i = 0; i < 100; i++) {
      tick(0.02);
      await vi.advanceTimersByTimeAsync(20); // 2 s, 50 updates a second
    }
    expect(names().filter((name) => name === 'time_position_change')).toHaveLength(4);
  });
});

describe('engine: seek, volume, mute', () => {
  it('seeks to numeric seconds; anything else is refused with the spec warning', () => {
    const { engine, media, payloadOf } = setup();
    engine.seek(12.5);
    expect(media.currentTime).toBe(12.5);
    for (const position of ['12', NaN, Infinity, undefined]) engine.seek(position as number);
    expect(media.currentTime).toBe(12.5);
    expect(payloadOf('warning')).toEqual({
      code: 'INVALID_SEEK',
      message: 'Position value provided to `seek` must be a valid number of seconds (numeric)',
      payload: undefined,
    });
  });

  it('volume and mute change only when `volumechange` reports them; volume is clamped to 0–100', () => {
    const { engine, media, fire, names, payloadOf, clear } = setup();
    clear();
    engine.setVolume(40);
    engine.setMuted(true);
    expect(engine.state).toMatchObject({ volume: 100, muted: false });
    fire('volumechange');
    expect(engine.state).toMatchObject({ volume: 40, muted: true });
    expect(names()).toEqual(['mute_change', 'mute', 'volume_change']);
    expect(payloadOf('volume_change')).toEqual({ volume: 40 });
    engine.setMuted(false);
    fire('volumechange');
    expect(names().slice(-2)).toEqual(['mute_change', 'unmute']);
    engine.setVolume(150);
    expect(media.volume).toBe(1);
    engine.setVolume(-3);
    expect(media.volume).toBe(0);
  });
});

describe('engine: reload and destroy', () => {
  it('reload fires `reload`, sets up again (ready) and, if it was playing, reconnects without a stop', () => {
    let n = 0;
    const { engine, startPlaying, names, clear, src } = setup({ resolveUrl: (source) => `${source.url}?n=${++n}` });
    engine.play();
    startPlaying();
    clear();
    engine.reload();
    expect(names()).toEqual(['reload', 'load_sources', 'ready']);
    expect(src()).toBe(`${MP3.url}?n=2`);
    expect(engine.state.playing).toBe(true);
  });

  it('reload of a stopped engine stays stopped', () => {
    const { engine, names, clear, src } = setup();
    clear();
    engine.reload();
    expect(names()).toEqual(['reload', 'load_sources', 'ready']);
    expect(src()).toBeNull();
  });

  it('destroy disconnects, reports the stop, and stops listening to the element', () => {
    const { engine, fire, startPlaying, names, clear, src } = setup();
    engine.play();
    startPlaying();
    clear();
    engine.destroy();
    expect(names()).toEqual(['playback_change', 'stop']);
    expect(src()).toBeNull();
    fire('playing');
    expect(names()).toEqual(['playback_change', 'stop']);
    expect(engine.state.ready).toBe(false);
  });
});

describe('engine: listeners never break the player', () => {
  it('re-emits a throwing handler as an error and still runs the others', () => {
    const { engine, startPlaying, payloadOf } = setup();
    const after = vi.fn();
    engine.on('play', () => {
      throw new Error('station script bug');
    });
    engine.on('play', after);
    engine.play();
    expect(() => startPlaying()).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(engine.state.playing).toBe(true);
    expect(payloadOf('error')).toMatchObject({ code: 'HANDLER_ERROR', message: 'A "play" handler failed' });
  });

  it('logs a throwing error handler instead of looping', () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { engine, fire } = setup();
    engine.on('error', () => {
      throw new Error('again');
    });
    engine.on('volume_change', () => {
      throw new Error('first');
    });
    engine.setVolume(10);
    expect(() => fire('volumechange')).not.toThrow();
    expect(errorLog).toHaveBeenCalledWith('[radio-embed]', 'An "error" handler failed', expect.any(Error));
  });

  it('verbose: logs every event it emits at debug level', async () => {
    const { setLogLevel } = await import('../../../runtime/lib/logger');
    setLogLevel('debug');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { engine } = setup({ verbose: true });
    engine.setVolume(30);
    expect(debug).toHaveBeenCalledWith('[radio-embed]', 'engine: load_sources', { sources: [MP3] });
    expect(debug).toHaveBeenCalledWith('[radio-embed]', 'engine: ready');
    setLogLevel('error');
  });
});

describe('engine: a source list may hold one playlist URL (.m3u, .pls, /playlist/)', () => {
  const M3U: StreamSource = { url: 'https://s.example/listen.m3u', type: 'AAC', origin: 'audioFlash' };

  it('fetches it and plays its entries, falling back through them', async () => {
    const fetch = vi.fn(async () => new Response('#EXTM3U\nhttp://a.example/live\nhttp://b.example/live.mp3\n'));
    vi.stubGlobal('fetch', fetch);
    const { engine, failMedia, src } = setup({ sources: [M3U, MP3] });
    engine.play();
    await flush();
    expect(fetch).toHaveBeenCalledWith(M3U.url, { credentials: 'same-origin' });
    expect(src()).toBe('http://a.example/live');
    failMedia();
    expect(src()).toBe('http://b.example/live.mp3');
    failMedia();
    expect(src()).toBe(MP3.url);
  });

  it("with the station's withCredentials, the playlist fetch and the element carry cookies (spec §3, §7)", async () => {
    const fetch = vi.fn(async () => new Response('#EXTM3U\nhttp://a.example/live\n'));
    vi.stubGlobal('fetch', fetch);
    const { engine, media, src } = setup({ sources: [M3U], withCredentials: true });
    expect(media.crossOrigin).toBe('use-credentials');
    engine.play();
    await flush();
    expect(fetch).toHaveBeenCalledWith(M3U.url, { credentials: 'include' });
    expect(src()).toBe('http://a.example/live');
  });

  it('without it (the default), the element has no crossorigin attribute', () => {
    const { media } = setup({ sources: [M3U] });
    expect(media.hasAttribute('crossorigin')).toBe(false);
  });

  it('an empty playlist: "Unable to connect to the stream" when nothing else is left', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('#EXTM3U\n')));
    const { engine, payloadOf, src } = setup({ sources: [M3U] });
    engine.play();
    await flush();
    expect(src()).toBeNull();
    expect(payloadOf('error')).toMatchObject({ message: 'Unable to connect to the stream' });
  });

  it('a playlist that cannot be fetched is a source that failed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    const { engine, src } = setup({ sources: [M3U, MP3] });
    engine.play();
    await flush();
    expect(src()).toBe(MP3.url);
  });
});
