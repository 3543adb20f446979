// @vitest-environment happy-dom
// `autoplay=1` goes through Play's gate, held by the ads pre-roll (runtime/features/ads), as a
// click does: the real engine on a fake stream element, the real ads chunk and pre-roll on a happy-dom <audio> for the
// ad, the VAST chunk faked (fake-vast-chunk.ts). Fake timers: the autoplay settle (5 s) and the
// ad's own timeouts are what is under test.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AD_EVENTS, adEvents } from '../../../runtime/features/ads/public/events';
import { ads } from '../../../runtime/features/ads/face';
import { setLogLevel } from '../../../runtime/lib/logger';
import { FAKE_AD_URL, fakeVastChunk, notAllowed, stubUserActivation } from '../ads/fake-vast-chunk';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { playerFixture } from './player-fixture';

vi.mock('../../../runtime/features/ads/vast/load-ad', async () => ({
  loadAd: (await import('../ads/fake-vast-chunk')).loadAdThroughFake,
}));

/** A fresh player per test (with the ads feature): Play's gate remembers its one pre-roll. */
async function load({ gateway = true, search = '?autoplay=1' } = {}) {
  const vast = fakeVastChunk();
  const config = embedConfig();
  if (gateway) config.ads = { gateway: { url: 'https://gw.example/ads', proxy: '' }, banner: { url: '', frequency: 0, layout: '728x90' } };
  const adEventNames: string[] = [];
  for (const event of AD_EVENTS) {
    if (event === 'AD_PLAYBACK_TIME') continue;
    const handler = () => adEventNames.push(event);
    adEvents.on(event, handler);
    offs.push(() => adEvents.off(event, handler));
  }
  // The player's ads feature holds Play's gate before the engine (loading for autoplay) is ready.
  const stream = playerFixture({ config, search, features: [ads] });
  // Settled as the privacy face settles a station with privacy off: the pre-roll waits for it.
  stream.handle.stores.privacyStatus.set('resolved');
  fixtures.push(stream);
  // Warnings are part of the behaviour (spec §8: a refused autoplay is a warning, not an error).
  setLogLevel('warn');

  /** The ad's media element, once the pre-roll has one. */
  const adMedia = () => stream.handle.stores.adPlayback.get()?.media;
  return {
    ...stream.request,
    vast,
    stream,
    $adPlayback: stream.handle.stores.adPlayback,
    $autoplay: stream.handle.stores.autoplay,
    $connection: stream.handle.stores.connection,
    $playback: stream.handle.stores.playback,
    adEventNames,
    currentEngine: stream.currentEngine,
    adMedia,
    /**
     * Waits for the pre-roll's ad element and has the browser report it can play (happy-dom may
     * already have); the player then calls its play(): AD_PLAY.
     */
    async adReady() {
      const plays = adEventNames.filter((name) => name === 'AD_PLAY').length;
      await vi.waitFor(() => {
        adMedia()?.dispatchEvent(new Event('canplay'));
        expect(adEventNames.filter((name) => name === 'AD_PLAY')).toHaveLength(plays + 1);
      });
      await flush();
    },
    /** The ad plays (its `playing`), `seconds` pass, and it ends. */
    async adPlaysThrough(seconds = 4) {
      adMedia()!.dispatchEvent(new Event('playing'));
      await vi.advanceTimersByTimeAsync(seconds * 1000);
      adMedia()!.dispatchEvent(new Event('ended'));
      await flush();
    },
  };
}

const fixtures: { teardown(): void }[] = [];
const offs: (() => void)[] = [];
const flush = () => vi.advanceTimersByTimeAsync(0);
let adPlay: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  vi.useFakeTimers();
  // The ad's element is a happy-dom <audio>; the stream's fake has a play() of its own.
  adPlay = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  destroyTestPlayers();
  fixtures.splice(0).forEach((fixture) => fixture.teardown());
  offs.splice(0).forEach((off) => off());
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'userActivation');
});

describe('autoplay=1 with an ad gateway', () => {
  it('plays the pre-roll first, then autoplays the stream, settling 5 s after the stream request', async () => {
    stubUserActivation(true);
    const m = await load();
    await m.adReady();
    // Attempted, and the app says "play", while the ad plays; the stream is not asked for yet.
    expect(m.$autoplay.get()).toBe('attempted');
    expect(m.$playback.get().playStream).toBe(true);
    expect(m.stream.play).not.toHaveBeenCalled();
    expect(m.stream.src()).toBeNull();
    expect(adPlay).toHaveBeenCalledOnce();
    expect(m.adMedia()!.src).toBe(FAKE_AD_URL);

    // Longer than the 5 s settle: an ad is not a failed autoplay.
    m.adMedia()!.dispatchEvent(new Event('playing'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(m.$autoplay.get()).toBe('attempted');
    m.adMedia()!.dispatchEvent(new Event('ended'));
    await flush();
    expect(m.adEventNames).toContain('AD_COMPLETE');

    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledOnce());
    expect(m.stream.src()).toContain('https://stream.example/live.mp3');
    await vi.advanceTimersByTimeAsync(4_900);
    expect(m.$autoplay.get()).toBe('attempted');
    m.stream.startPlaying();
    expect(m.$autoplay.get()).toBe('success');
    expect(m.$playback.get()).toMatchObject({ playStream: true, playing: true });
    expect(m.$connection.get()).toBe('playing');
  });

  it('a stream that does not play within 5 s of its request settles autoplay as failed', async () => {
    stubUserActivation(true);
    const m = await load();
    await m.adReady();
    await m.adPlaysThrough();
    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledOnce());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(m.$autoplay.get()).toBe('failed');
  });

  it('the browser refuses the ad: AD_NEEDS_USER_CLICK_TO_START, the stream is tried; refused too, Play shows; the first click plays the pre-roll, then the stream', async () => {
    const page = stubUserActivation(false);
    adPlay.mockRejectedValueOnce(notAllowed());
    const m = await load();
    m.stream.play.mockRejectedValueOnce(notAllowed());
    await m.adReady();
    expect(m.adEventNames.at(-1)).toBe('AD_NEEDS_USER_CLICK_TO_START');

    // The stream follows at once (no waiting for a settle), and is refused as well.
    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledOnce());
    await flush();
    expect(console.warn).toHaveBeenCalledWith('[radio-embed]', 'Autostart is not allowed', expect.anything());
    expect(m.$autoplay.get()).toBe('failed');
    expect(m.$playback.get()).toMatchObject({ playStream: false, playing: false });
    expect(m.$connection.get()).toBe('idle');

    // The listener clicks Play: nothing of the ad was heard, so this Play is the page's first.
    page.activate();
    m.play();
    expect(m.$connection.get()).toBe('connecting');
    await m.adReady();
    expect(m.vast.loadAd).toHaveBeenCalledTimes(2);
    expect(m.stream.play).toHaveBeenCalledOnce();
    await m.adPlaysThrough();
    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledTimes(2));
    m.stream.startPlaying();
    expect(m.$playback.get()).toMatchObject({ playStream: true, playing: true });
    expect(m.adEventNames.filter((name) => name === 'AD_START')).toHaveLength(1);
  });

  it('the browser refuses the ad but not the stream: the stream autoplays', async () => {
    stubUserActivation(false);
    adPlay.mockRejectedValueOnce(notAllowed());
    const m = await load();
    await m.adReady();
    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledOnce());
    m.stream.startPlaying();
    expect(m.$autoplay.get()).toBe('success');
    expect(m.$connection.get()).toBe('playing');
  });

  it('Stop while the ad plays: AD_STOPPED, no stream, autoplay failed, the connection back to idle', async () => {
    stubUserActivation(true);
    const m = await load();
    await m.adReady();
    m.adMedia()!.dispatchEvent(new Event('playing'));
    await flush();
    // What the button does while the ad plays (test/runtime/ui/play-button-ad.test.tsx).
    m.stop();
    await flush();
    expect(m.adEventNames.at(-1)).toBe('AD_STOPPED');
    expect(m.vast.tracker.fired).toContain('closeLinear');
    expect(m.$autoplay.get()).toBe('failed');
    expect(m.$connection.get()).toBe('idle');
    expect(m.$playback.get()).toMatchObject({ playStream: false, playing: false });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(m.stream.play).not.toHaveBeenCalled();
    expect(m.stream.src()).toBeNull();
  });
});

describe('Play after a refused ad', () => {
  it('a refusal after the listener used the page (an old Safari’s expired gesture) spends the pre-roll: the next Play starts the stream at once', async () => {
    stubUserActivation(true);
    adPlay.mockRejectedValueOnce(notAllowed());
    const m = await load({ search: '' });
    await m.stream.ready();
    m.stream.play.mockRejectedValueOnce(notAllowed());
    m.play();
    await m.adReady();
    expect(m.adEventNames).toContain('AD_NEEDS_USER_CLICK_TO_START');
    // Refused outside the gesture as well: Play shows.
    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledOnce());

    m.play();
    expect(m.stream.play).toHaveBeenCalledTimes(2);
    expect(m.vast.loadAd).toHaveBeenCalledOnce();
  });

  it.each([
    ['has no user activation API', undefined],
    ['says the page was used', true],
  ] as const)('the same where the browser %s', async (_, hasBeenActive) => {
    stubUserActivation(hasBeenActive);
    adPlay.mockRejectedValueOnce(notAllowed());
    const m = await load();
    await m.adReady();
    await vi.waitFor(() => expect(m.stream.play).toHaveBeenCalledOnce());
    m.stop();
    m.play();
    expect(m.stream.play).toHaveBeenCalledTimes(2);
    expect(m.vast.loadAd).toHaveBeenCalledOnce();
  });
});

describe('autoplay=1 without an ad gateway', () => {
  it('autoplays the stream as soon as the engine is ready', async () => {
    const m = await load({ gateway: false });
    await vi.waitFor(() => expect(m.currentEngine()).not.toBeNull());
    expect(m.stream.play).toHaveBeenCalledOnce();
    expect(m.$autoplay.get()).toBe('attempted');
    expect(m.vast.loadAd).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(m.$autoplay.get()).toBe('failed');
  });
});
