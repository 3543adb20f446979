// @vitest-environment happy-dom
// A cold click's early stream (issue 29): the URL the first paint starts must be the very URL the
// engine would connect to before the GDPR decision (issue 33: `gdpr=1`, a per-player id, nothing
// stored), or the engine cannot take the stream over (it connects afresh where they differ); and
// the build names a stream only where nothing must be decided before it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createStreamParams } from '../../../runtime/setup/stream-url-for';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { EARLY_HLS, earlyStreamDropped, earlyStreamId, takeEarlyStream } from '../../../runtime/engine/early-stream-takeover';
import { EARLY_HLS as TRANSPORT_EARLY_HLS } from '../../../runtime/engine/hls-transport';
import { hostConsent } from '../../../runtime/features/consent/face';
import { $hostConsent, consentInUse } from '../../../runtime/features/consent/public/host-consent';
import { privacy } from '../../../runtime/features/privacy/face';
import { findLocators } from '../../../runtime/features/consent/find-locators';
import { cmpUpTheChain, EARLY_STREAM, hlsViaHlsJs, savedVolume, sourceParam, startEarlyStream, STOP_PATH } from '../../../runtime/first-paint/early-stream';
import { loadSavedVolume, VOLUME_KEY } from '../../../runtime/actions/volume';
import { DEFAULT_VOLUME } from '../../../runtime/stores/playback';
import { STOP_PATH as APP_STOP_PATH } from '../../../runtime/ui/controls/icons';
import { earlyStreamBase, paintedHlsPlayer } from '../../../runtime/first-paint/early-stream-base';
import { streamSourceParam } from '../../../runtime/streams/stream-url';
import { EARLY_START_WAIT_MS, EARLY_STREAM as ENGINE_EARLY_STREAM, earlyStreamStarting } from '../../../runtime/engine/early-stream';
import { rememberedHlsJs, rememberHlsJs } from '../../../runtime/actions/hls-player-memory';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { CALIFORNIA, startGeoServer } from '../../support/geo-server';

// Where hls.js plays the HLS (Firefox), the cold click starts it through the engine's hls.js
// (test/runtime/first-paint/early-hls.test.ts): a stand-in here, whose start is recorded.
const early = vi.hoisted(() => ({ started: [] as [HTMLMediaElement, string][] }));
vi.mock('../../../runtime/engine/hls-transport', async (actual) => ({
  ...(await actual<typeof import('../../../runtime/engine/hls-transport')>()),
  startEarlyHls: (media: HTMLMediaElement, url: string) => (early.started.push([media, url]), { close() {}, adopt: () => () => {} }),
}));

const MP3 = 'https://stream.example/live.mp3?sid=1&type=mp3&source=old';
const HLS = 'https://stream.example/hls/live.m3u8?sid=1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EARLIER_ID = '0b7d3c2e-9a41-4f7e-8c1d-2e5f6a7b8c9d';

/** The first paint's URL for `config`, as a cold click on a page built from it starts it, and the element it plays on. */
function firstPaint(config: EmbedConfig, { hls, canPlayHls }: { hls?: string; canPlayHls?: boolean } = {}): { url: string; audio: HTMLAudioElement } {
  const root = document.createElement('div');
  // #app's data-hls, as the build writes it for an HLS station.
  if (hls) root.dataset.hls = hls;
  const audio = document.createElement('audio');
  audio.play = () => Promise.resolve();
  // The browser's answer (happy-dom has no media stack).
  audio.canPlayType = (type) => (type === 'application/vnd.apple.mpegurl' && canPlayHls ? 'maybe' : '');
  startEarlyStream(root, audio, earlyStreamBase(config));
  return { url: (audio as unknown as Record<string, string>)[EARLY_STREAM]!, audio };
}

/**
 * The engine's stream URL for the station's first source, as the app's engine setup makes it on
 * that element (setup/engine-setup.ts), in a player with the consent and privacy faces started as
 * the app starts them (no host CMP: the GDPR decision is awaited).
 */
function engineParams(config: EmbedConfig, audio: HTMLAudioElement): { urlFor: () => string } {
  const player = testPlayer(config, { features: [hostConsent, privacy] });
  const params = createStreamParams(player.stores, earlyStreamId(audio));
  const { primary } = player.station!.stream!;
  return { urlFor: () => params.urlFor({ ...primary, type: primary.type ?? 'MP3' }) as string };
}

describe('the early stream', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    destroyTestPlayers();
    $hostConsent.set({ status: 'none' });
    consentInUse.length = 0;
  });

  test("is the engine's own URL before the GDPR decision: gdpr=1 and a per-player id, nothing stored", () => {
    // A returning listener's device id, kept from a visit where it was allowed: not read before the decision.
    localStorage.setItem('uuid', EARLIER_ID);
    const config = embedConfig({ data: { audioHtml: MP3 } });
    const { url: early, audio } = firstPaint(config);
    const id = new URL(early).searchParams.get('user-id');
    expect(id).toMatch(UUID);
    expect(early).toBe(`https://stream.example/live.mp3?sid=1&source=v7player&user-id=${id}&us_privacy=1---&gdpr=1`);
    const { urlFor } = engineParams(config, audio);
    expect($hostConsent.get().status).toBe('asking');
    expect(urlFor()).toBe(early);
    // Per player: another cold click (another page) makes another id; nothing was written.
    expect(new URL(firstPaint(config).url).searchParams.get('user-id')).not.toBe(id);
    expect(localStorage.getItem('uuid')).toBe(EARLIER_ID);
    localStorage.clear();
    firstPaint(config);
    expect(localStorage.getItem('uuid')).toBeNull();
  });

  test('a station without services.geo: the decision (the GDPR applies) keeps that URL, so the engine adopts the stream whenever it comes', async () => {
    const config = embedConfig({ data: { audioHtml: MP3 } });
    const { url: early, audio } = firstPaint(config);
    const { urlFor } = engineParams(config, audio);
    expect(urlFor()).toBe(early);
    await vi.waitFor(() => expect($hostConsent.get().status).toBe('answered'));
    expect($hostConsent.get().tcfFrom).toBe('presumed');
    expect(urlFor()).toBe(early);
    expect(localStorage.getItem('uuid')).toBeNull();
  });

  test("a listener placed outside the GDPR's countries: once decided, the engine's URL is its own (the stored device id, no gdpr=1)", async () => {
    const geo = await startGeoServer({ body: CALIFORNIA });
    try {
      const config = embedConfig({ data: { audioHtml: MP3 } });
      config.services.geo = { url: geo.url, v2: false };
      const { url: early, audio } = firstPaint(config);
      const { urlFor } = engineParams(config, audio);
      expect(urlFor()).toBe(early);
      await vi.waitFor(() => expect($hostConsent.get().status).toBe('answered'), { timeout: 5000 });
      const decided = urlFor();
      const id = localStorage.getItem('uuid');
      expect(id).toMatch(UUID);
      expect(decided).toBe(`https://stream.example/live.mp3?sid=1&source=v7player&user-id=${id}&us_privacy=1---`);
    } finally {
      await geo.close();
    }
  });

  test("an HLS station's: the engine's own URL too, so it adopts the stream the element plays itself", () => {
    const config = embedConfig({ data: { audioHls: HLS, audioHtml: MP3 } });
    const { url: early, audio } = firstPaint(config, { hls: 'auto', canPlayHls: true });
    expect(early).toMatch(/^https:\/\/stream\.example\/hls\/live\.m3u8\?sid=1&source=v7player&user-id=[\w-]+&us_privacy=1---&gdpr=1$/);
    expect(engineParams(config, audio).urlFor()).toBe(early);
  });

  test('HLS on the element where it plays it itself, else through hls.js, as the engine would have it', async () => {
    const config = embedConfig({ data: { audioHls: HLS } });
    /** How the cold click starts it: on the element (its `src`), or through hls.js (no `src`; hls.js started once it came). */
    const how = async (options: { hls: string; canPlayHls: boolean }) => {
      early.started.length = 0;
      const { url, audio } = firstPaint(config, options);
      expect(url).toEqual(expect.any(String));
      const onElement = audio.getAttribute('src') === url;
      await vi.waitFor(() => expect(early.started.length > 0 || onElement).toBe(true));
      if (!onElement) expect(early.started).toEqual([[audio, url]]);
      return onElement ? 'element' : 'hls.js';
    };
    // No HLS of its own (Firefox).
    expect(await how({ hls: 'auto', canPlayHls: false })).toBe('hls.js');
    expect(await how({ hls: 'native', canPlayHls: true })).toBe('element');
    // A station asking for hls.js, outside Safari.
    expect(await how({ hls: 'hls.js', canPlayHls: true })).toBe('hls.js');
    // "auto" on a device that saw the browser's player keep every second: the engine starts with hls.js.
    rememberHlsJs({ url: HLS, type: 'HLS', origin: 'audioHls' });
    expect(await how({ hls: 'auto', canPlayHls: true })).toBe('hls.js');
    expect(rememberedHlsJs(HLS)).toBe(true);
    // "native": the engine keeps the browser's own player whatever this device saw.
    expect(await how({ hls: 'native', canPlayHls: true })).toBe('element');
    // Safari keeps its own player whatever the station asks.
    const safari = vi.spyOn(navigator, 'vendor', 'get').mockReturnValue('Apple Computer, Inc.');
    const audio = Object.assign(document.createElement('audio'), { canPlayType: () => 'maybe' });
    expect(hlsViaHlsJs(audio, 'hls.js', HLS)).toBe(false);
    expect(hlsViaHlsJs(audio, 'auto', HLS)).toBe(false);
    safari.mockRestore();
    expect(hlsViaHlsJs(audio, 'hls.js', HLS)).toBe(true);
  });

  test('says v7mobile where the engine does', () => {
    for (const ua of ['Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)', 'Mozilla/5.0 (Linux; Android 15) Mobile Safari', 'Mozilla/5.0 (iPad; CPU OS 17_0)'])
      expect(sourceParam(ua)).toBe(streamSourceParam(ua));
  });

  test('is only for a station with nothing to decide before its stream', () => {
    const plain = embedConfig({ data: { audioHtml: MP3 } });
    expect(earlyStreamBase(plain)).not.toBe('');
    expect(earlyStreamBase(embedConfig({ data: { audioFlash: 'https://stream.example/live.aac' } }))).not.toBe('');
    // HLS too, whatever player the station chooses (the click decides: hlsViaHlsJs).
    for (const hlsPlayer of [undefined, 'auto', 'native', 'hls.js'] as const)
      expect(earlyStreamBase(embedConfig({ data: { audioHls: HLS, audioHtml: MP3, ...(hlsPlayer && { hlsPlayer }) } }))).toMatch(/^https:\/\/stream\.example\/hls\/live\.m3u8\?sid=1&$/);
    const not = (change: (config: EmbedConfig) => void, data?: EmbedConfig['data']) => {
      const config = embedConfig({ data: data ?? { audioHtml: MP3 } });
      change(config);
      return earlyStreamBase(config);
    };
    expect(not((c) => (c.privacy.enabled = true))).toBe('');
    // The player's own consent dialog: a listener's stored choice goes on the URL (gdpr_consent).
    expect(not((c) => (c.privacy.vendorList = { ...c.privacy.vendorList!, cmpId: 42 } as EmbedConfig['privacy']['vendorList']))).toBe('');
    expect(not((c) => (c.data.withCredentials = true))).toBe('');
    expect(not((c) => (c.data.bitrates = { audioHtml: 64 }))).toBe('');
    expect(not((c) => (c.services.cookieSync = { url: 'https://sync.example', partnerKey: 'k', endpoint: 'e', timeoutMs: 1000 }))).toBe('');
    expect(not(() => {}, { stream_id: 1, enrichment: '', withCredentials: false, audioHtml: 'https://stream.example/listen.pls' })).toBe('');
    expect(not(() => {}, { stream_id: 1, enrichment: '', withCredentials: false, audioHtml: 'https://stream.example/live.mp3#x' })).toBe('');
  });

  test('waits for a CMP up the frame chain exactly where the consent face asks one', () => {
    /** A chain of windows, the top first, `self` last; each holds the named frames given. */
    const chain = (...held: (string[] | 'refuses')[]): Window => {
      let parent: Window | undefined;
      let win: Window | undefined;
      for (const names of held) {
        const frames = names === 'refuses' ? new Proxy({}, { get: () => { throw new Error('cross-origin'); } }) : Object.fromEntries(names.map((name) => [name, {}]));
        win = { frames } as unknown as Window;
        (win as { parent: Window }).parent = parent ?? win;
        parent = win;
      }
      return win!;
    };
    const faceAsks = (self: Window) => self.parent !== self && Object.values(findLocators(self)).some(Boolean);
    const cases = [
      chain(['__tcfapiLocator']), // a page of its own: no host to ask
      chain([], []),
      chain(['__tcfapiLocator'], []),
      chain(['__gppLocator'], [], []),
      chain([], ['__uspapiLocator']),
      chain(['__tcfapiLocator'], 'refuses', []),
      chain('refuses', []),
      chain(['other'], ['__tcfapiLocatorX']),
    ];
    expect(cases.map(cmpUpTheChain)).toEqual(cases.map(faceAsks));
    expect(cases.map(cmpUpTheChain)).toEqual([false, false, true, true, true, true, false, false]);
  });

  /** An element that carries an early stream, in the given network state (happy-dom's stays 0). */
  const withEarly = (networkState: number): HTMLAudioElement => {
    const audio = document.createElement('audio');
    Object.defineProperty(audio, 'networkState', { value: networkState });
    (audio as unknown as Record<string, string>)[EARLY_STREAM] = 'https://stream.example/x.mp3';
    return audio;
  };

  test('the engine takes it once, and not one that failed', () => {
    expect(takeEarlyStream(document.createElement('audio'))).toEqual(['']);
    for (const loadingOrIdle of [2, 1]) {
      const audio = withEarly(loadingOrIdle);
      expect(takeEarlyStream(audio)).toEqual(['https://stream.example/x.mp3', undefined]);
      expect(takeEarlyStream(audio)).toEqual(['']);
    }
  });

  test('not an element on no resource: reset (a load() with no src) or that found none (WebKit, its early play() aborted): the engine connects afresh', () => {
    for (const emptyOrNoSource of [0, 3]) {
      const audio = withEarly(emptyOrNoSource);
      // hls.js playing it (Firefox): ended here, as nobody else will.
      const hls = { close: vi.fn(), adopt: vi.fn() };
      (audio as unknown as Record<string, unknown>)[EARLY_HLS] = hls;
      expect(takeEarlyStream(audio)).toEqual(['']);
      expect(EARLY_STREAM in audio).toBe(false);
      expect(EARLY_HLS in audio).toBe(false);
      expect(hls.close).toHaveBeenCalledOnce();
      expect(hls.adopt).not.toHaveBeenCalled();
    }
  });

  test('one that played and ended (its server closed it, the held audio ran out) is not taken, and is a drop; one still playing is neither', () => {
    const media = (state: { ended: boolean; paused: boolean; currentTime: number }) => {
      const audio = withEarly(1);
      for (const [key, value] of Object.entries(state)) Object.defineProperty(audio, key, { value });
      return audio;
    };
    const ended = media({ ended: true, paused: true, currentTime: 6 });
    expect(earlyStreamDropped(ended)).toBe(true);
    expect(takeEarlyStream(ended)).toEqual(['']);
    // Read before the take: after it, nothing is known of the early stream.
    expect(earlyStreamDropped(ended)).toBe(false);
    const playing = media({ ended: false, paused: false, currentTime: 6 });
    expect(earlyStreamDropped(playing)).toBe(false);
    expect(takeEarlyStream(playing)[0]).toBe('https://stream.example/x.mp3');
    // Never played (refused, or reset before a sound): not a drop; the engine connects afresh.
    expect(earlyStreamDropped(media({ ended: false, paused: true, currentTime: 0 }))).toBe(false);
  });

  test("an early load that never began: the engine's own src survives the first paint's loadstart listener", () => {
    const { audio } = firstPaint(embedConfig({ data: { audioHtml: MP3 } }));
    expect(takeEarlyStream(audio)).toEqual(['']);
    audio.src = 'https://stream.example/engine.mp3';
    audio.dispatchEvent(new Event('loadstart'));
    expect(audio.getAttribute('src')).toBe('https://stream.example/engine.mp3');
  });

  test('an early load that began: its src attribute is dropped, so the render does not restart it', () => {
    const { audio } = firstPaint(embedConfig({ data: { audioHtml: MP3 } }));
    audio.dispatchEvent(new Event('loadstart'));
    expect(audio.getAttribute('src')).toBeNull();
  });

  test("the property the engine reads is the one the first paint writes (the name written in both: an import across would add a chunk to the first load)", () => {
    expect(EARLY_STREAM).toBe('reEarlyStream');
    expect(ENGINE_EARLY_STREAM).toBe(EARLY_STREAM);
    // And hls.js's, where it plays the early stream (written in both: the engine's chunk imports no hls.js).
    expect(EARLY_HLS).toBe(TRANSPORT_EARLY_HLS);
    // Written out, not imported: the first paint's chunk imports nothing of the engine's.
    expect(readFileSync(join(process.cwd(), 'runtime/first-paint/early-stream.ts'), 'utf8')).not.toMatch(/from '\.\.\/engine\//);
  });

  test("#app's data-hls: the station's HLS player choice where its first source is HLS", () => {
    expect(paintedHlsPlayer(embedConfig({ data: { audioHls: HLS, audioHtml: MP3 } }))).toBe('auto');
    expect(paintedHlsPlayer(embedConfig({ data: { audioHls: HLS, hlsPlayer: 'hls.js' } }))).toBe('hls.js');
    expect(paintedHlsPlayer(embedConfig({ data: { audioHtml: MP3 } }))).toBe('');
  });

  test("the app's render waits for an early stream that is starting: until it plays, stops or fails, at most EARLY_START_WAIT_MS", async () => {
    /** An element as the first paint leaves it: its early stream, play() asked (not paused), `readyState` as given. */
    const starting = (readyState = 0) => {
      const { audio } = firstPaint(embedConfig({ data: { audioHtml: MP3 } }));
      Object.defineProperties(audio, { paused: { value: false }, readyState: { value: readyState } });
      return audio;
    };
    const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))]);
    // None, already playing, or refused (paused): at once.
    expect(await settled(earlyStreamStarting(null))).toBe(true);
    expect(await settled(earlyStreamStarting(document.createElement('audio')))).toBe(true);
    expect(await settled(earlyStreamStarting(starting(4)))).toBe(true);
    expect(await settled(earlyStreamStarting(firstPaint(embedConfig({ data: { audioHtml: MP3 } })).audio))).toBe(true);
    for (const type of ['playing', 'pause', 'error', 'emptied']) {
      const audio = starting();
      const wait = earlyStreamStarting(audio);
      expect(await settled(wait)).toBe(false);
      audio.dispatchEvent(new Event(type));
      expect(await settled(wait)).toBe(true);
    }
    vi.useFakeTimers();
    try {
      const wait = earlyStreamStarting(starting());
      vi.advanceTimersByTime(EARLY_START_WAIT_MS);
      vi.useRealTimers();
      expect(await settled(wait)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the app rendered first: the first paint leaves the start to it', () => {
    const root = document.createElement('div');
    root.dataset.app = 'ready';
    const audio = document.createElement('audio');
    startEarlyStream(root, audio, earlyStreamBase(embedConfig({ data: { audioHtml: MP3 } })));
    expect(EARLY_STREAM in audio).toBe(false);
    expect(audio.getAttribute('src')).toBeNull();
  });

  describe('the painted Play while it plays', () => {
    const PLAY_PATH = 'M8 5v14l11-7z';
    /** A painted player as the build writes one for such a station: Play, and #app's word for Stop (data-stop). */
    function painted(): { root: HTMLElement; button: HTMLButtonElement; audio: HTMLAudioElement; media: { paused: boolean; readyState: number } } {
      const root = document.createElement('div');
      root.dataset.stop = 'Arrêt';
      root.innerHTML = `<button class="re-btn re-btn--play" aria-label="Lecture"><svg><path d="${PLAY_PATH}"></path></svg></button><audio></audio>`;
      const audio = root.querySelector('audio')!;
      audio.play = () => Promise.resolve();
      // The element's state, as the browser would report it (happy-dom has no media stack).
      const media = { paused: true, readyState: 0 };
      Object.defineProperty(audio, 'paused', { get: () => media.paused });
      Object.defineProperty(audio, 'readyState', { get: () => media.readyState });
      startEarlyStream(root, audio, earlyStreamBase(embedConfig({ data: { audioHtml: MP3 } })));
      return { root, button: root.querySelector('button')!, audio, media };
    }
    const shown = (button: HTMLButtonElement) => [button.getAttribute('aria-label'), button.querySelector('path')!.getAttribute('d')];

    test("says Stop, in the station's language and with the app's icon, once audio plays; Play again once it stopped", () => {
      const { button, audio, media } = painted();
      expect(shown(button)).toEqual(['Lecture', PLAY_PATH]);
      Object.assign(media, { paused: false, readyState: 4 });
      audio.dispatchEvent(new Event('playing'));
      expect(shown(button)).toEqual(['Arrêt', APP_STOP_PATH]);
      // Firefox's stray error for a frame joined midway: it plays on, and so says Stop.
      audio.dispatchEvent(new Event('error'));
      expect(shown(button)).toEqual(['Arrêt', APP_STOP_PATH]);
      Object.assign(media, { paused: true, readyState: 0 });
      audio.dispatchEvent(new Event('emptied'));
      expect(shown(button)).toEqual(['Lecture', PLAY_PATH]);
    });

    test('leaves the button to the app once it has rendered', () => {
      const { root, button, audio, media } = painted();
      root.dataset.app = 'ready';
      Object.assign(media, { paused: false, readyState: 4 });
      audio.dispatchEvent(new Event('playing'));
      expect(shown(button)).toEqual(['Lecture', PLAY_PATH]);
    });

    test("its Stop icon is the app's (written in both: an import across would add a chunk to the cold click)", () => {
      expect(STOP_PATH).toBe(APP_STOP_PATH);
    });
  });

  test("starts at the listener's saved volume, read as the app reads it (written in both: an import across would add a chunk to the cold click)", () => {
    const player = testPlayer(embedConfig());
    try {
      for (const saved of ['20', '0', '100', '37.6', '-5', '250', 'loud', '', ' ', null]) {
        if (saved === null) localStorage.removeItem(VOLUME_KEY);
        else localStorage.setItem(VOLUME_KEY, saved);
        player.stores.playback.setKey('volume', DEFAULT_VOLUME);
        loadSavedVolume(player.stores.playback);
        expect([saved, savedVolume()]).toEqual([saved, player.stores.playback.get().volume / 100]);
      }
      // Storage blocked: full, as the app's.
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      expect(savedVolume()).toBe(1);
    } finally {
      localStorage.clear();
      vi.restoreAllMocks();
    }
  });
});
