// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_AUDIO_LIMIT_S, HELD_AUDIO_PREFETCH_S } from '../../../runtime/engine/held-audio';
import type { TypedSource } from '../../../runtime/engine/types';
import { engineFixture, HLS, MP3 } from './engine-fixture';

// hls.js itself is exercised in the browsers (test/e2e/engine-*.test.ts); here, what the engine
// does with it: when it asks for the chunk, and what it does with its failures.
const hls = vi.hoisted(() => {
  const close = vi.fn();
  const transport = vi.fn((_media: HTMLMediaElement, _url: string, onFailure: (payload: unknown) => void) => {
    hls.fail = onFailure;
    return close;
  });
  return { close, transport, fail: (_payload: unknown): void => {}, loadHls: vi.fn(async () => ({ hlsTransport: transport })) };
});
vi.mock('../../../runtime/engine/load-hls', () => ({ loadHls: hls.loadHls }));

let destroy = (): void => {};
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaSource', class {});
});
afterEach(() => {
  destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup(nativeHls: boolean, sources = [HLS, MP3], preferHlsJs = false, onNativeHlsHoarding?: (source: TypedSource) => void) {
  const fixture = engineFixture({
    sources,
    nativeHls,
    preferHlsJs,
    onNativeHlsHoarding,
    resolveUrl: (source) => `${source.url}?source=v7player`,
  });
  destroy = () => fixture.engine.destroy();
  return fixture;
}

describe('engine: HLS', () => {
  it('plays natively where the element can (Safari, Chromium): no hls.js, not even prefetched', () => {
    const { engine, src } = setup(true);
    engine.play();
    expect(src()).toBe(`${HLS.url}?source=v7player`);
    expect(hls.loadHls).not.toHaveBeenCalled();
  });

  it('elsewhere (Firefox) prefetches hls.js when the station loads, and plays through it', async () => {
    const { engine, media, play, startPlaying, names, clear } = setup(false);
    expect(hls.loadHls).toHaveBeenCalledOnce();
    clear();
    engine.play();
    await flush();
    expect(hls.transport).toHaveBeenCalledWith(media, `${HLS.url}?source=v7player`, expect.any(Function), false, undefined);
    expect(play).toHaveBeenCalledOnce();
    startPlaying();
    expect(names()).toEqual(['playback_change', 'play']);
    engine.stop();
    expect(hls.close).toHaveBeenCalledOnce();
  });

  it("with the station's withCredentials, hls.js is told to send cookies (spec §7 \"the credentials flag is passed along\")", async () => {
    const fixture = engineFixture({ sources: [HLS], withCredentials: true });
    destroy = () => fixture.engine.destroy();
    fixture.engine.play();
    await flush();
    expect(hls.transport).toHaveBeenCalledWith(fixture.media, HLS.url, expect.any(Function), true, undefined);
  });

  it('with the station\'s hlsPlayer "hls.js", plays through hls.js in Chromium too', async () => {
    vi.stubGlobal('navigator', { ...navigator, vendor: 'Google Inc.' });
    const { engine, media, src } = setup(true, [HLS, MP3], true);
    expect(hls.loadHls).toHaveBeenCalledOnce();
    engine.play();
    await flush();
    expect(hls.transport).toHaveBeenCalledWith(media, `${HLS.url}?source=v7player`, expect.any(Function), false, undefined);
    expect(src()).toBeNull();
  });

  it('with hlsPlayer "hls.js", Safari and iOS still use their own HLS player', () => {
    vi.stubGlobal('navigator', { ...navigator, vendor: 'Apple Computer, Inc.' });
    const { engine, src } = setup(true, [HLS, MP3], true);
    engine.play();
    expect(src()).toBe(`${HLS.url}?source=v7player`);
    expect(hls.loadHls).not.toHaveBeenCalled();
  });

  it('with hlsPlayer "hls.js" but no Media Source Extensions, plays natively', () => {
    vi.stubGlobal('MediaSource', undefined);
    vi.stubGlobal('navigator', { ...navigator, vendor: 'Google Inc.' });
    delete (globalThis as { MediaSource?: unknown }).MediaSource;
    const { engine, src } = setup(true, [HLS, MP3], true);
    engine.play();
    expect(src()).toBe(`${HLS.url}?source=v7player`);
    expect(hls.loadHls).not.toHaveBeenCalled();
  });

  it('does not fetch hls.js for an MP3 or AAC station', () => {
    setup(false, [MP3]);
    expect(hls.loadHls).not.toHaveBeenCalled();
  });

  it('a fatal hls.js error before audio falls back to the next source', async () => {
    const { engine, src } = setup(false);
    engine.play();
    await flush();
    hls.fail({ type: 'networkError', details: 'manifestLoadError', fatal: true });
    expect(hls.close).toHaveBeenCalledOnce();
    expect(src()).toBe(`${MP3.url}?source=v7player`);
  });

  it('a fatal hls.js error after audio is a drop: stop, then the error', async () => {
    const { engine, startPlaying, names, payloadOf, clear } = setup(false);
    engine.play();
    await flush();
    startPlaying();
    clear();
    hls.fail({ details: 'bufferStalledError', fatal: true });
    expect(names()).toEqual(['playback_change', 'stop', 'error']);
    expect(payloadOf('error')).toMatchObject({ code: 'MEDIA_ERROR', payload: { details: 'bufferStalledError' } });
  });

  it("a play() refused after audio (hls.js's reload of the element, outside any gesture) ends the session as a refusal: a warning and stop, no error (issue 29)", async () => {
    const { engine, startPlaying, names, payloadOf, clear } = setup(false);
    engine.play();
    await flush();
    startPlaying();
    clear();
    hls.fail(new DOMException('no gesture', 'NotAllowedError'));
    expect(names()).toEqual(['warning', 'playback_change', 'stop']);
    expect(payloadOf('warning')).toMatchObject({ code: 'AUTOSTART_NOT_ALLOWED' });
    expect(hls.close).toHaveBeenCalledOnce();
  });

  it("an aborted play() of hls.js's reload (another reload, a Stop) is quiet: the session goes on", async () => {
    const { engine, startPlaying, names, clear } = setup(false);
    engine.play();
    await flush();
    startPlaying();
    clear();
    hls.fail(new DOMException('interrupted', 'AbortError'));
    expect(names()).toEqual([]);
    expect(engine.state.playing).toBe(true);
  });

  it('a Stop while hls.js is still loading wins: nothing connects', async () => {
    const { engine, play } = setup(false);
    engine.play();
    engine.stop();
    await flush();
    expect(hls.transport).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });
});

// Chromium's own HLS player keeps every second played when segments are short (docs/engine.md):
// with the station's hlsPlayer "auto" (engine-setup passes `onNativeHlsHoarding`), the engine
// sees it in the element's buffered ranges and moves the session to hls.js.
describe('engine: a native HLS player that keeps every second played', () => {
  /** The element holds audio from `keptFrom()` to 4 s ahead of the playhead, as Chromium reports it. */
  function holdAudio(media: HTMLMediaElement, keptFrom: () => number) {
    Object.defineProperty(media, 'buffered', {
      configurable: true,
      get: () => ({ length: 1, start: () => keptFrom(), end: () => media.currentTime + 4 }),
    });
  }

  function playNatively(onHoarding?: (source: TypedSource) => void, vendor = 'Google Inc.') {
    vi.stubGlobal('navigator', { ...navigator, vendor });
    const fixture = setup(true, [HLS, MP3], false, onHoarding);
    fixture.engine.play();
    fixture.startPlaying();
    fixture.clear();
    return fixture;
  }

  /** Plays `seconds` of audio, a timeupdate every quarter second. */
  const listen = (tick: (seconds: number) => void, seconds: number) => {
    for (let t = 0; t < seconds; t += 0.25) tick(0.25);
  };

  it('fetches hls.js a little before the limit, then plays on through it: no stop, no Play shown', async () => {
    const onHoarding = vi.fn();
    const { engine, media, tick, src, names, fire, startPlaying } = playNatively(onHoarding);
    holdAudio(media, () => 0);
    listen(tick, HELD_AUDIO_PREFETCH_S - 0.5);
    expect(hls.loadHls).not.toHaveBeenCalled();
    listen(tick, 1);
    expect(hls.loadHls).toHaveBeenCalled();
    expect(hls.transport).not.toHaveBeenCalled();
    listen(tick, HELD_AUDIO_LIMIT_S - HELD_AUDIO_PREFETCH_S - 0.5);
    expect(hls.transport).not.toHaveBeenCalled();
    listen(tick, 0.5);
    // The native connection's own `pause`, before hls.js is attached: the session goes on.
    fire('pause');
    await flush();
    expect(hls.transport).toHaveBeenCalledWith(media, `${HLS.url}?source=v7player`, expect.any(Function), false, undefined);
    expect(src()).toBeNull();
    expect(onHoarding).toHaveBeenCalledWith(expect.objectContaining({ url: HLS.url, type: 'HLS' }));
    startPlaying();
    expect(names()).not.toContain('stop');
    expect(names()).not.toContain('playback_change');
    expect(engine.state.playing).toBe(true);
  });

  it('after the switch, a reconnect and the next Play use hls.js; a listener\'s pause still stops', async () => {
    const { engine, media, tick, names, firePause, startPlaying } = playNatively(vi.fn());
    holdAudio(media, () => 0);
    listen(tick, HELD_AUDIO_LIMIT_S + 1);
    await flush();
    startPlaying();
    firePause();
    expect(names()).toContain('stop');
    engine.play();
    await flush();
    expect(hls.transport).toHaveBeenCalledTimes(2);
  });

  it('leaves a player that trims alone: a few seconds held behind, however long it plays', async () => {
    const onHoarding = vi.fn();
    const { media, tick, src } = playNatively(onHoarding);
    // Chromium with 6 s segments, as measured: 12 to 17 s behind.
    holdAudio(media, () => Math.max(0, media.currentTime - 17));
    listen(tick, 4 * HELD_AUDIO_LIMIT_S);
    await flush();
    expect(onHoarding).not.toHaveBeenCalled();
    expect(hls.loadHls).not.toHaveBeenCalled();
    expect(src()).toBe(`${HLS.url}?source=v7player`);
  });

  it('stays native when the station said "native" (no watcher given)', async () => {
    const { media, tick, src } = playNatively();
    holdAudio(media, () => 0);
    listen(tick, 2 * HELD_AUDIO_LIMIT_S);
    await flush();
    expect(hls.loadHls).not.toHaveBeenCalled();
    expect(src()).toBe(`${HLS.url}?source=v7player`);
  });

  it('in Safari and iOS, whose player is the reference one, stays native', async () => {
    const onHoarding = vi.fn();
    const { media, tick, src } = playNatively(onHoarding, 'Apple Computer, Inc.');
    holdAudio(media, () => 0);
    listen(tick, 2 * HELD_AUDIO_LIMIT_S);
    await flush();
    expect(onHoarding).not.toHaveBeenCalled();
    expect(src()).toBe(`${HLS.url}?source=v7player`);
  });
});

// A packager that stops leaves its last playlist closed (#EXT-X-ENDLIST); the element then gives
// the stream a duration (a live one has none: Infinity), natively and through hls.js alike.
describe('engine: a closed HLS playlist', () => {
  const close = (media: HTMLMediaElement, fire: (type: string) => void, seconds = 11.08) => {
    Object.defineProperty(media, 'duration', { configurable: true, get: () => seconds });
    fire('durationchange');
  };

  it('is not the station coming back: that attempt fails, with a warning, and the next source plays', () => {
    const { engine, media, fire, startPlaying, src, names, payloadOf } = setup(true);
    engine.play();
    close(media, fire);
    expect(payloadOf('warning')).toMatchObject({ code: 'PLAY_FAILED', message: 'The HLS stream has ended (#EXT-X-ENDLIST)' });
    expect(src()).toBe(`${MP3.url}?source=v7player`);
    Object.defineProperty(media, 'duration', { configurable: true, get: () => Infinity });
    startPlaying();
    expect(names()).toContain('play');
  });

  it('alone, it ends the attempt "Unable to connect" (what a reconnect retries later), not `play`', () => {
    const { engine, media, fire, startPlaying, names, payloadOf, clear } = setup(true, [HLS]);
    engine.play();
    clear();
    Object.defineProperty(media, 'duration', { configurable: true, get: () => 11.08 });
    startPlaying(); // a browser that reports `playing` before the duration
    expect(names()).not.toContain('play');
    expect(names()).toContain('stop');
    expect(payloadOf('error')).toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('a live playlist whose duration WebKitGTK reports as 0 plays (0 is no length)', () => {
    const { engine, media, fire, startPlaying, names, payloadOf, clear } = setup(true, [HLS]);
    engine.play();
    clear();
    close(media, fire, 0);
    startPlaying();
    expect(payloadOf('warning')).toBeUndefined();
    expect(names()).toContain('play');
  });

  it('through hls.js too: the instance is closed and the next source plays', async () => {
    const { engine, media, fire, src } = setup(false);
    engine.play();
    await flush();
    close(media, fire);
    expect(hls.close).toHaveBeenCalledOnce();
    expect(src()).toBe(`${MP3.url}?source=v7player`);
  });

  it('heard live, a playlist that closes plays out to its end: `ended` is the drop, not the duration', () => {
    const { engine, media, fire, startPlaying, names, clear } = setup(true);
    engine.play();
    startPlaying();
    clear();
    close(media, fire);
    expect(names()).toEqual([]);
    fire('ended');
    expect(names()).toEqual(['finish', 'playback_change', 'stop']);
  });
});

// A cold click's early stream where hls.js plays the HLS (Firefox): the first paint started hls.js
// on the element before the engine came (engine/hls-transport.ts startEarlyHls) and left it under
// EARLY_HLS beside the early stream's URL (engine/early-stream.ts EARLY_STREAM).
describe('engine: the early stream through hls.js, adopted', () => {
  const EARLY_URL = `${HLS.url}?source=v7player`;
  /** The element as the first paint leaves it: its early stream and the hls.js playing it, its load under way. */
  function withEarlyHls(media: HTMLMediaElement, url = EARLY_URL) {
    const early = { close: vi.fn(), adopt: vi.fn((onFailure: (payload: unknown) => void) => ((hls.fail = onFailure), early.close)) };
    Object.defineProperty(media, 'networkState', { configurable: true, value: 2 });
    Object.assign(media, { reEarlyStream: url, reEarlyHls: early });
    return early;
  }

  it('the same URL: the engine plays on through that hls.js (no second), hears its failures, and its Stop ends it', async () => {
    const fixture = setup(false, [HLS, MP3]);
    const early = withEarlyHls(fixture.media);
    fixture.engine.play();
    await flush();
    expect(hls.transport).not.toHaveBeenCalled();
    expect(early.adopt).toHaveBeenCalledOnce();
    expect(fixture.play).toHaveBeenCalledOnce();
    expect(fixture.src()).toBeNull();
    // A fatal error of that hls.js is the engine's: the next source.
    hls.fail({ type: 'networkError', details: 'levelLoadError', fatal: true });
    expect(early.close).toHaveBeenCalled();
    expect(fixture.src()).toBe(`${MP3.url}?source=v7player`);
  });

  it("the app's Stop ends it: hls.js closed, the element reset", async () => {
    const fixture = setup(false, [HLS, MP3]);
    const early = withEarlyHls(fixture.media);
    fixture.engine.play();
    await flush();
    fixture.startPlaying();
    fixture.engine.stop();
    expect(early.close).toHaveBeenCalledOnce();
    expect(fixture.load).toHaveBeenCalled();
  });

  it('another URL (the GDPR decision made, the parameters changed): that hls.js ends, and the engine connects afresh through its own', async () => {
    const fixture = setup(false, [HLS, MP3]);
    const early = withEarlyHls(fixture.media, `${HLS.url}?source=v7player&gdpr=1`);
    fixture.engine.play();
    await flush();
    expect(early.close).toHaveBeenCalledOnce();
    expect(hls.transport).toHaveBeenCalledWith(fixture.media, EARLY_URL, expect.any(Function), false, undefined);
  });

  it('one no longer on its resource (its start failed, the element reset): ended, not adopted', async () => {
    const fixture = setup(false, [HLS, MP3]);
    const early = withEarlyHls(fixture.media);
    Object.defineProperty(fixture.media, 'networkState', { configurable: true, value: 0 });
    fixture.engine.play();
    await flush();
    expect(early.adopt).not.toHaveBeenCalled();
    expect(early.close).toHaveBeenCalledOnce();
    expect(hls.transport).toHaveBeenCalledOnce();
  });
});
