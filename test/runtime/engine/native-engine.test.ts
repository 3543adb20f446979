// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineEvent, EngineEvents } from '../../../runtime/engine/events';
import { createNativeEngine } from '../../../runtime/engine/native-engine';
import type { EngineOptions } from '../../../runtime/engine/types';
import type { StreamSource } from '../../../runtime/streams/select-stream';
import { fakeMedia } from '../support/fake-media';

const MP3: StreamSource = { url: 'https://s.example/live.mp3', type: 'MP3', origin: 'audioHtml' };
const HLS: StreamSource = { url: 'https://s.example/live.m3u8', type: 'HLS', origin: 'audioHls' };

const EVENTS: EngineEvent[] = [
  'ready', 'play', 'stop', 'pause', 'mute', 'unmute', 'error', 'warning', 'volume_change',
  'playback_change', 'pause_change', 'mute_change', 'autoplay', 'autoplay_failed', 'autoplay_success',
  'finish', 'load_sources',
];

let destroy = () => {};
afterEach(() => destroy());

function setup({ sources = [MP3], load = true, nativeHls = false, ...options }: EngineOptions & { sources?: StreamSource[]; load?: boolean; nativeHls?: boolean } = {}) {
  const fake = fakeMedia({ nativeHls });
  const engine = createNativeEngine(fake.media, options);
  destroy = () => engine.destroy();
  const events: { event: EngineEvent; payload: unknown }[] = [];
  for (const event of EVENTS) engine.on(event, (payload) => events.push({ event, payload }));
  if (load) engine.load(sources);
  const names = () => events.map((e) => e.event);
  const payloadOf = <K extends EngineEvent>(event: K) => events.find((e) => e.event === event)?.payload as EngineEvents[K];
  const clear = () => events.splice(0);
  return { ...fake, engine, events, names, payloadOf, clear };
}

describe('native engine: nothing is fetched before Play', () => {
  it('has preload="none" and no src after loading its sources', () => {
    const { media, names } = setup();
    expect(media.preload).toBe('none');
    expect(media.hasAttribute('src')).toBe(false);
    expect(names()).toEqual(['load_sources', 'ready']);
  });
});

describe('native engine: state commits only on media events', () => {
  it('Play sets a src and plays, but reports playing only on the `playing` event', async () => {
    const { engine, media, play, startPlaying, names, clear } = setup();
    clear();
    await engine.play();
    expect(media.getAttribute('src')).toBe(MP3.url);
    expect(play).toHaveBeenCalledOnce();
    expect(engine.state.playing).toBe(false);
    expect(names()).toEqual([]);

    startPlaying();
    expect(engine.state.playing).toBe(true);
    expect(names()).toEqual(['playback_change', 'play']);
  });

  it('Stop removes the src and reloads (ending the download); the emptied element is stopped', async () => {
    const { engine, media, load, startPlaying, firePause, names, clear } = setup();
    await engine.play();
    startPlaying();
    clear();

    engine.stop();
    expect(media.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
    expect(media.paused).toBe(true);
    expect(engine.state.playing).toBe(false);
    // Our own Stop is a stop, not a pause, even if a browser still delivers the pause event.
    firePause();
    expect(names()).toEqual(['playback_change', 'stop']);
  });

  it('Stop while still connecting ends the attempt', async () => {
    const { engine, media, names, clear } = setup();
    await engine.play();
    clear();
    engine.stop();
    expect(media.hasAttribute('src')).toBe(false);
    expect(names()).toEqual(['stop']);
  });

  it('Play again connects afresh: a new src each time (the live edge)', async () => {
    const resolveUrl = vi.fn((s: StreamSource) => `${s.url}?n=${resolveUrl.mock.calls.length}`);
    const { engine, media, startPlaying, firePause } = setup({ resolveUrl });
    await engine.play();
    startPlaying();
    engine.stop();
    firePause();
    await engine.play();
    expect(resolveUrl).toHaveBeenCalledTimes(2);
    expect(media.getAttribute('src')).toBe(`${MP3.url}?n=2`);
  });

  it('a pause from elsewhere (a media key) ends the live session too', async () => {
    const { engine, media, startPlaying, firePause, names, clear } = setup();
    await engine.play();
    startPlaying();
    clear();
    firePause();
    expect(media.hasAttribute('src')).toBe(false);
    expect(names()).toEqual(['pause_change', 'pause', 'playback_change', 'stop']);
  });

  it('ignores a late `pause` event once a newer Play has started', async () => {
    const { engine, media, fire, names, clear } = setup();
    await engine.play();
    clear();
    fire('pause'); // the element is playing again: the event is stale
    expect(media.getAttribute('src')).toBe(MP3.url);
    expect(names()).toEqual([]);
  });

  it('an `error` event forces a stop and reports the error', async () => {
    const { engine, media, startPlaying, fire, names, payloadOf, clear } = setup();
    await engine.play();
    startPlaying();
    clear();
    fire('error');
    expect(media.hasAttribute('src')).toBe(false);
    expect(engine.state.playing).toBe(false);
    expect(names()).toEqual(['playback_change', 'stop', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'MEDIA_ERROR', message: 'Unable to connect to the stream' });
  });

  it('ignores `error` events once the src is gone (they belong to an ended connection)', () => {
    const { fire, names, clear } = setup();
    clear();
    fire('error');
    expect(names()).toEqual([]);
  });

  it('`ended` reports finish and stops', async () => {
    const { engine, startPlaying, fire, names, clear } = setup();
    await engine.play();
    startPlaying();
    clear();
    fire('ended');
    expect(names()).toEqual(['finish', 'playback_change', 'stop']);
  });

  it('volume and mute change only when `volumechange` reports them', () => {
    const { engine, media, fire, names, payloadOf, clear } = setup();
    clear();
    engine.setVolume(40);
    engine.setMuted(true);
    expect(media.volume).toBe(0.4);
    expect(media.muted).toBe(true);
    expect(engine.state).toMatchObject({ volume: 100, muted: false });

    fire('volumechange');
    expect(engine.state).toMatchObject({ volume: 40, muted: true });
    expect(names()).toEqual(['mute_change', 'mute', 'volume_change']);
    expect(payloadOf('volume_change')).toEqual({ volume: 40 });

    engine.setMuted(false);
    fire('volumechange');
    expect(names().slice(-2)).toEqual(['mute_change', 'unmute']);
  });

  it('clamps the volume it is given to 0–100', () => {
    const { engine, media } = setup();
    engine.setVolume(150);
    expect(media.volume).toBe(1);
    engine.setVolume(-3);
    expect(media.volume).toBe(0);
  });
});

describe('native engine: refusals and failures', () => {
  it('refuses commands before ready with a warning and touches nothing', async () => {
    const { engine, media, play, names, payloadOf } = setup({ load: false });
    expect(await engine.play()).toEqual({ ok: false, reason: 'not_ready' });
    engine.stop();
    engine.setVolume(10);
    engine.setMuted(true);
    expect(play).not.toHaveBeenCalled();
    expect(media.hasAttribute('src')).toBe(false);
    expect(media.volume).toBe(1);
    expect(media.muted).toBe(false);
    expect(names()).toEqual(['warning', 'warning', 'warning', 'warning']);
    expect(payloadOf('warning')).toMatchObject({ code: 'NOT_READY', message: 'Ignoring play: the player is not ready yet' });
  });

  it('a refused play (NotAllowedError) warns "Autostart is not allowed", disconnects, raises no error', async () => {
    const { engine, media, play, names, payloadOf, clear } = setup();
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    clear();
    expect(await engine.play()).toEqual({ ok: false, reason: 'not_allowed' });
    expect(media.hasAttribute('src')).toBe(false);
    expect(names()).toEqual(['warning', 'stop']);
    expect(payloadOf('warning')).toMatchObject({ code: 'AUTOSTART_NOT_ALLOWED', message: 'Autostart is not allowed' });
  });

  it('a play superseded by Stop (AbortError) is quiet', async () => {
    const { engine, play, names, clear } = setup();
    play.mockRejectedValueOnce(new DOMException('interrupted', 'AbortError'));
    clear();
    expect(await engine.play()).toEqual({ ok: false, reason: 'aborted' });
    expect(names()).toEqual([]);
  });

  it('another failed play warns "Play attempt failed"', async () => {
    const { engine, play, payloadOf } = setup();
    play.mockRejectedValueOnce(new DOMException('bad', 'NotSupportedError'));
    expect(await engine.play()).toEqual({ ok: false, reason: 'failed' });
    expect(payloadOf('warning')).toMatchObject({ code: 'PLAY_FAILED', message: 'Play attempt failed' });
  });

  it('with no sources, reports "Stream info is not valid" and stays not ready', () => {
    const { engine, names, payloadOf } = setup({ sources: [] });
    expect(engine.state.ready).toBe(false);
    expect(names()).toEqual(['load_sources', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'NO_SOURCE', message: 'Stream info is not valid' });
  });
});

describe('native engine: choosing what it can play', () => {
  it('skips HLS where the browser has no native HLS and plays the next candidate', async () => {
    const { engine, media } = setup({ sources: [HLS, MP3] });
    await engine.play();
    expect(media.getAttribute('src')).toBe(MP3.url);
  });

  it('plays HLS natively where the browser can', async () => {
    const { engine, media } = setup({ sources: [HLS, MP3], nativeHls: true });
    await engine.play();
    expect(media.getAttribute('src')).toBe(HLS.url);
  });

  it('reports an HLS-only station it cannot play instead of becoming ready', () => {
    const { engine, payloadOf } = setup({ sources: [HLS] });
    expect(engine.state.ready).toBe(false);
    expect(payloadOf('error')).toMatchObject({ code: 'UNSUPPORTED_SOURCE' });
  });
});

describe('native engine: listeners never break the player', () => {
  it('re-emits a throwing handler as an error and still runs the others', async () => {
    const { engine, startPlaying, payloadOf } = setup();
    const after = vi.fn();
    engine.on('play', () => {
      throw new Error('station script bug');
    });
    engine.on('play', after);
    await engine.play();
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
    errorLog.mockRestore();
  });

  it('destroy disconnects and stops listening to the element', async () => {
    const { engine, media, fire } = setup();
    const onPlay = vi.fn();
    await engine.play();
    engine.on('play', onPlay);
    engine.destroy();
    expect(media.hasAttribute('src')).toBe(false);
    fire('playing');
    expect(onPlay).not.toHaveBeenCalled();
    expect(engine.state.ready).toBe(false);
  });
});
