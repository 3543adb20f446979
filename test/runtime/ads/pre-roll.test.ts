// The pre-roll's state machine with fake timers: whatever happens to the ad, runPreRoll resolves
// (and the stream then plays), having dispatched the spec's ad events and the VAST tracking.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerStores, type PlayerStores } from '../../../runtime/player/player-stores';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import type { FakeMedia } from './fake-media';
import { fakeTracker } from './fake-tracker';
import { AD_MEDIA_URL, adsConfig, companion, flush, playThrough, startPreRoll, type Harness } from './pre-roll-harness';

const never = <T,>() => new Promise<T>(() => {});

/** Starts the default pre-roll and lets its media get ready (`canplay`): the player then calls play(). */
async function readyPreRoll(setUp: (media: FakeMedia) => void = () => {}): Promise<Harness> {
  const h = startPreRoll(stores);
  await flush();
  setUp(h.media);
  h.media.fire('canplay');
  await flush();
  return h;
}

/** The same, on until the ad plays (`playing`). */
async function playingPreRoll(setUp?: (media: FakeMedia) => void): Promise<Harness> {
  const h = await readyPreRoll(setUp);
  h.media.fire('playing');
  return h;
}

let stores: PlayerStores;
beforeEach(() => {
  vi.useFakeTimers();
  stores = createPlayerStores();
  stores.privacyStatus.set('resolved');
  stores.privacyStrings.set({ usPrivacy: '1---', gpp: '' });
  stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
  stores.track.set({ artist: 'Nina Simone', title: 'Sinnerman', cover: 'https://art.example/c.jpg' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a pre-roll that plays to the end', () => {
  it('dispatches the ad events in order, fires impression and quartile tracking, then resolves', async () => {
    const h = startPreRoll(stores);
    await flush();
    expect(h.media.src).toBe(AD_MEDIA_URL);
    await playThrough(h);

    expect(h.isDone()).toBe(true);
    expect(h.names()).toEqual([
      'SDK_REQUESTED',
      'SDK_LOADED',
      'AD_LOAD_REQUESTED',
      'AD_LOAD_SUCCESS',
      'AD_READY',
      'AD_PLAY',
      'AD_START',
      'AD_PROGRESS',
      'AD_PROGRESS',
      'AD_PROGRESS',
      'AD_COMPLETE',
    ]);
    expect(h.events.filter(([name]) => name === 'AD_PROGRESS').map(([, p]) => p)).toEqual([
      { quartile: 'firstQuartile' },
      { quartile: 'midpoint' },
      { quartile: 'thirdQuartile' },
    ]);
    expect(h.tracker.fired).toEqual(['loaded', 'impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']);
    expect(h.media.src).toBe('');
  });

  it('reports the playback time as it goes', async () => {
    const h = startPreRoll(stores);
    await flush();
    await playThrough(h);
    const times = h.events.filter(([name]) => name === 'AD_PLAYBACK_TIME').map(([, p]) => p);
    expect(times[0]).toEqual({ position: 0.5, duration: 4 });
    expect(times.at(-1)).toEqual({ position: 3.5, duration: 4 });
  });

  it('shows the companion and clears the track line while the ad plays, then restores the track', async () => {
    const h = await readyPreRoll((media) => (media.duration = 4));
    expect(h.breaks.current.get()).toBeNull();
    h.media.fire('playing');
    expect(h.breaks.current.get()).toEqual({ source: 'preroll', companion });
    expect(stores.track.get()).toEqual({ artist: '', title: '', cover: '' });
    expect(stores.adPlayback.get()).toMatchObject({ started: true, video: false });

    h.media.ended = true;
    h.media.fire('ended');
    await flush();
    expect(h.breaks.current.get()).toBeNull();
    expect(stores.adPlayback.get()).toBeNull();
    expect(stores.track.get()).toEqual({ artist: 'Nina Simone', title: 'Sinnerman', cover: 'https://art.example/c.jpg' });
  });

  it('a video creative shows no companion (the video covers its cell), and still clears the track line', async () => {
    const tracker = fakeTracker();
    const h = startPreRoll(stores, { result: { kind: 'ad', ad: { id: 'ad-1', mediaUrl: AD_MEDIA_URL, video: true, duration: 4, companion, tracker } } });
    await flush();
    h.media.fire('canplay');
    await flush();
    h.media.fire('playing');
    expect(stores.adPlayback.get()).toMatchObject({ started: true, video: true });
    expect(h.breaks.current.get()).toEqual({ source: 'preroll', companion: null });
    expect(stores.track.get()).toEqual({ artist: '', title: '', cover: '' });
    h.media.ended = true;
    h.media.fire('ended');
    await flush();
    expect(h.breaks.current.get()).toBeNull();
    expect(stores.track.get()).toMatchObject({ title: 'Sinnerman' });
  });

  it('follows the listener muting and unmuting during the ad', async () => {
    const h = await playingPreRoll();
    expect(h.media.volume).toBe(0.8);
    h.audio.set({ muted: true, volume: 80 });
    expect(h.media.muted).toBe(true);
    h.audio.set({ muted: false, volume: 30 });
    expect(h.media.muted).toBe(false);
    expect(h.media.volume).toBe(0.3);
    expect(h.names().filter((n) => n === 'AD_MUTE' || n === 'AD_UNMUTE')).toEqual(['AD_MUTE', 'AD_UNMUTE']);
    expect(h.tracker.fired.slice(-2)).toEqual(['mute', 'unmute']);
  });

  it('reports a pause and a resume', async () => {
    const h = await playingPreRoll();
    h.media.fire('pause');
    h.media.fire('playing');
    expect(h.names().slice(-2)).toEqual(['AD_PAUSE', 'AD_RESUME']);
    expect(h.tracker.fired.slice(-2)).toEqual(['pause', 'resume']);
  });
});

describe('the ad request', () => {
  it('asks the gateway with the station id, the device id and the privacy strings', async () => {
    stores.privacyStrings.set({ usPrivacy: '1YNY', gpp: 'DBABLA~BVQqAAAAAgA' });
    stores.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    const h = startPreRoll(stores);
    await flush();
    const url = new URL(h.loadAd.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://gw.example/ads/getmediavast.php');
    expect(url.searchParams.get('sid')).toBe('42');
    expect(url.searchParams.get('uuid')).toBe('device-1');
    expect(url.searchParams.get('us_privacy')).toBe('1YNY');
    expect(url.searchParams.get('gpp')).toBe('DBABLA~BVQqAAAAAgA');
    expect(url.searchParams.has('npa')).toBe(false);
    expect(h.payloadOf('AD_LOAD_REQUESTED')).toEqual({ url: url.href });
  });

  it('sends an opted-out listener only a non-personalised request: no device id, npa=1', async () => {
    stores.privacyStrings.set({ usPrivacy: '1YYY', gpp: 'DBABLA~CVQVAAAAAACA' });
    stores.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    const h = startPreRoll(stores);
    await flush();
    const url = new URL(h.loadAd.mock.calls[0]![0]);
    expect(url.searchParams.has('uuid')).toBe(false);
    expect(url.searchParams.get('npa')).toBe('1');
    expect(url.searchParams.get('us_privacy')).toBe('1YYY');
  });

  it('waits for the privacy strings to settle before asking', async () => {
    stores.privacyStatus.set('pending');
    stores.privacyStrings.set({ usPrivacy: '1YYY', gpp: '' });
    const h = startPreRoll(stores, { config: { ...adsConfig(), privacy: { enabled: true, regions: ['CA'], repromptAfterDays: 365 } } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.loadAd).not.toHaveBeenCalled();
    stores.privacyStrings.set({ usPrivacy: '1YNY', gpp: '' });
    stores.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    stores.privacyStatus.set('resolved');
    await flush();
    const url = new URL(h.loadAd.mock.calls[0]![0]);
    expect(url.searchParams.get('us_privacy')).toBe('1YNY');
    expect(url.searchParams.get('uuid')).toBe('device-1');
  });
});

describe('every way the ad can fail ends the pre-roll, so the stream plays', () => {
  it('no ad within 10 s of the request: AD_TIMEOUT, and the request is cancelled', async () => {
    const h = startPreRoll(stores, { result: never() });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.isDone()).toBe(true);
    expect(h.names()).toEqual(['SDK_REQUESTED', 'SDK_LOADED', 'AD_LOAD_REQUESTED', 'AD_TIMEOUT']);
    expect(h.payloadOf('AD_TIMEOUT')).toEqual({ stage: 'request', timeoutMs: 10_000 });
    expect(h.loadAd.mock.calls[0]![1].signal.aborted).toBe(true);
  });

  it('the ad library never arrives: AD_TIMEOUT after 10 s', async () => {
    const h = startPreRoll(stores, { loadSdk: never });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.isDone()).toBe(true);
    expect(h.names()).toEqual(['SDK_REQUESTED', 'AD_TIMEOUT']);
  });

  it('the ad library fails to load: AD_LOAD_ERROR', async () => {
    const h = startPreRoll(stores, { loadSdk: () => Promise.reject(new Error('chunk 404')) });
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.names()).toEqual(['SDK_REQUESTED', 'AD_LOAD_ERROR']);
    expect(h.payloadOf('AD_LOAD_ERROR')).toMatchObject({ code: 'SDK_LOAD_FAILED' });
  });

  it('the gateway is down or answers garbage: AD_LOAD_ERROR', async () => {
    const h = startPreRoll(stores, { result: { kind: 'error', message: 'Failed to fetch' } });
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.names().at(-1)).toBe('AD_LOAD_ERROR');
    expect(h.payloadOf('AD_LOAD_ERROR')).toEqual({ code: 'REQUEST_FAILED', message: 'Failed to fetch' });
  });

  it('an empty VAST: AD_ERROR', async () => {
    const h = startPreRoll(stores, { result: { kind: 'empty' } });
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.names().at(-1)).toBe('AD_ERROR');
    expect(h.payloadOf('AD_ERROR')).toMatchObject({ code: 'NO_AD' });
  });

  it('no media this browser plays: AD_ERROR', async () => {
    const h = startPreRoll(stores, { result: { kind: 'unplayable' } });
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_ERROR')).toMatchObject({ code: 'NO_PLAYABLE_MEDIA' });
  });

  it('the media is not ready within 10 s: AD_TIMEOUT (media) and VAST error 402', async () => {
    const h = startPreRoll(stores);
    await flush();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_TIMEOUT')).toEqual({ stage: 'media', timeoutMs: 10_000 });
    expect(h.tracker.fired).toEqual(['error 402']);
    expect(h.media.src).toBe('');
  });

  it('the media is not found (nothing of it arrives): AD_LOAD_ERROR and VAST error 401', async () => {
    const h = startPreRoll(stores);
    await flush();
    h.media.error = { code: 4, message: 'MEDIA_ELEMENT_ERROR: Format error' };
    h.media.fire('error');
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.names().at(-1)).toBe('AD_LOAD_ERROR');
    expect(h.payloadOf('AD_LOAD_ERROR')).toMatchObject({ code: 'MEDIA_ERROR', message: 'MEDIA_ELEMENT_ERROR: Format error' });
    expect(h.tracker.fired).toEqual(['error 401']);
  });

  it('the media arrives but cannot be decoded: AD_LOAD_ERROR and VAST error 405', async () => {
    const h = startPreRoll(stores);
    await flush();
    h.media.fire('progress');
    h.media.error = { code: 4, message: 'DEMUXER_ERROR_COULD_NOT_OPEN' };
    h.media.fire('error');
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_LOAD_ERROR')).toMatchObject({ code: 'MEDIA_ERROR' });
    expect(h.tracker.fired).toEqual(['error 405']);
  });

  it('a decode error before the ad starts: VAST error 405; a network error: 401', async () => {
    const decode = startPreRoll(stores);
    await flush();
    decode.media.error = { code: 3, message: 'decode' };
    decode.media.fire('error');
    await flush();
    expect(decode.tracker.fired).toEqual(['error 405']);

    const network = startPreRoll(stores);
    await flush();
    network.media.fire('progress');
    network.media.error = { code: 2, message: 'network' };
    network.media.fire('error');
    await flush();
    expect(network.tracker.fired).toEqual(['error 401']);
  });

  it('the browser refuses to play without a click: AD_NEEDS_USER_CLICK_TO_START', async () => {
    const h = await readyPreRoll((media) => (media.playResult = 'NotAllowedError'));
    expect(h.isDone()).toBe(true);
    expect(h.names().slice(-3)).toEqual(['AD_READY', 'AD_PLAY', 'AD_NEEDS_USER_CLICK_TO_START']);
  });

  it('play() fails otherwise: AD_ERROR', async () => {
    const h = await readyPreRoll((media) => (media.playResult = 'NotSupportedError'));
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_ERROR')).toMatchObject({ code: 'PLAY_FAILED' });
  });

  it('the ad stalls for 10 s: AD_ERROR', async () => {
    const h = await playingPreRoll((media) => (media.duration = 4));
    h.media.at(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_ERROR')).toMatchObject({ code: 'STALLED' });
    expect(h.breaks.current.get()).toBeNull();
  });

  it('an ad that never ends is cut after its duration plus 10 s', async () => {
    const h = await playingPreRoll((media) => (media.duration = 4));
    // Keeps playing (a live creative): progress every second, never `ended`.
    for (let t = 1; t <= 13; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      h.media.at(t);
    }
    expect(h.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_ERROR')).toMatchObject({ code: 'STALLED' });
  });

  it('the media errors while playing: AD_ERROR and VAST error 405', async () => {
    const h = await playingPreRoll();
    h.media.fire('error');
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.payloadOf('AD_ERROR')).toMatchObject({ code: 'MEDIA_ERROR' });
    expect(h.tracker.fired).toEqual(['loaded', 'impression', 'error 405']);
  });

  it('a station without a gateway URL has no pre-roll', async () => {
    const h = startPreRoll(stores, { config: adsConfig('') });
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.events).toEqual([]);
  });
});

describe("the listener's Stop", () => {
  it('during the request: AD_STOPPED at once, the request cancelled', async () => {
    const h = startPreRoll(stores, { result: never() });
    await flush();
    h.controller.abort();
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.names().at(-1)).toBe('AD_STOPPED');
    expect(h.loadAd.mock.calls[0]![1].signal.aborted).toBe(true);
  });

  it('during the ad: AD_STOPPED, closeLinear tracked, media released, track restored', async () => {
    const h = await playingPreRoll();
    h.controller.abort();
    await flush();
    expect(h.isDone()).toBe(true);
    expect(h.names().at(-1)).toBe('AD_STOPPED');
    expect(h.tracker.fired.at(-1)).toBe('closeLinear');
    expect(h.media.src).toBe('');
    expect(stores.track.get().title).toBe('Sinnerman');
  });
});
