// @vitest-environment happy-dom
// The controls during the pre-roll (docs/ads.md): the whole player rendered as app.tsx starts
// it, with a station that has an ad gateway; the ads chunk and the pre-roll are real, the VAST
// chunk is faked (../ads/fake-vast-chunk.ts) and the media elements are happy-dom's, whose
// events the test dispatches as the browser would.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_EVENTS, adEvents } from '../../../runtime/features/ads/public/events';
import { FAKE_AD_URL, fakeVastChunk } from '../ads/fake-vast-chunk';
import { embedConfig, inlineConfig } from '../support/embed-config';
import { renderPlayer } from '../support/render-player';

vi.mock('../../../runtime/features/ads/vast/load-ad', async () => ({
  loadAd: (await import('../ads/fake-vast-chunk')).loadAdThroughFake,
}));

let unmount = async () => {};

/** A fresh player per test: Play's gate remembers the player's one pre-roll. */
async function start() {
  const vast = fakeVastChunk();
  const config = embedConfig({ title: 'Ads FM' });
  config.ads = { gateway: { url: 'https://gw.example/ads', proxy: '' }, banner: { url: '', frequency: 0, layout: '728x90' } };
  inlineConfig(config);
  const adEventNames: string[] = [];
  const record = (event: string) => () => adEventNames.push(event);
  const offs = AD_EVENTS.filter((event) => event !== 'AD_PLAYBACK_TIME').map((event) => {
    const handler = record(event);
    adEvents.on(event, handler);
    return () => adEvents.off(event, handler);
  });
  const player = await renderPlayer('/42');
  unmount = async () => {
    await player.unmount();
    offs.forEach((off) => off());
  };
  const adMedia = () => player.player.stores.adPlayback.get()?.media;
  return {
    ...player,
    vast,
    $connection: player.player.stores.connection,
    $playback: player.player.stores.playback,
    adEventNames,
    adMedia,
    /** Play, until the player has asked the ad's element to play (AD_PLAY). */
    async clickPlayUntilTheAdIsReady() {
      await player.click('Play');
      await vi.waitFor(() => {
        adMedia()?.dispatchEvent(new Event('canplay'));
        expect(adEventNames).toContain('AD_PLAY');
      });
      expect(adMedia()!.src).toBe(FAKE_AD_URL);
    },
    /** A media event on the ad's element, the UI re-rendered. */
    adEvent: (type: string) => act(async () => void adMedia()!.dispatchEvent(new Event(type))),
  };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

afterEach(async () => {
  await unmount();
  unmount = async () => {};
  vi.restoreAllMocks();
});

describe('the Play button during the pre-roll', () => {
  it('is "Play", busy, until the ad plays; then "Stop", not busy', async () => {
    const p = await start();
    await p.clickPlayUntilTheAdIsReady();
    await p.settle();
    expect(p.button('Stop')).toBeNull();
    expect(p.button('Play')?.getAttribute('aria-busy')).toBe('true');

    await p.adEvent('playing');
    expect(p.adEventNames).toContain('AD_START');
    expect(p.button('Play')).toBeNull();
    expect(p.button('Stop')?.getAttribute('aria-busy')).toBe('false');
  });

  it('Stop ends the ad: AD_STOPPED, no stream request, back to "Play" and idle', async () => {
    const p = await start();
    await p.clickPlayUntilTheAdIsReady();
    await p.adEvent('playing');
    await p.click('Stop');
    await p.settle();

    expect(p.adEventNames.at(-1)).toBe('AD_STOPPED');
    expect(p.vast.tracker.fired).toContain('closeLinear');
    expect(p.adMedia()).toBeUndefined();
    expect(p.button('Stop')).toBeNull();
    expect(p.button('Play')?.getAttribute('aria-busy')).toBe('false');
    expect(p.$connection.get()).toBe('idle');
    expect(p.$playback.get()).toMatchObject({ playStream: false, playing: false });
    // The stream element was never given a URL nor asked to play.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(p.audio().hasAttribute('src')).toBe(false);
    expect(p.play.mock.contexts).not.toContain(p.audio());

    // The next Play starts the stream at once: the pre-roll had its turn.
    await p.click('Play');
    expect(p.audio().getAttribute('src')).toContain('https://stream.example/live.mp3');
    expect(p.vast.loadAd).toHaveBeenCalledOnce();
  });

  it('Mute mutes the ad too (AD_MUTE, VAST mute), and Unmute unmutes it', async () => {
    const p = await start();
    await p.clickPlayUntilTheAdIsReady();
    await p.adEvent('playing');
    const ad = p.adMedia()!;
    expect(ad.muted).toBe(false);

    await p.click('Mute');
    // The stream element reports it, as a browser does; the ad follows the player's state.
    await p.media('volumechange');
    expect(p.button('Unmute')).not.toBeNull();
    expect(ad.muted).toBe(true);
    expect(p.adEventNames.at(-1)).toBe('AD_MUTE');
    expect(p.vast.tracker.fired.at(-1)).toBe('mute');

    await p.click('Unmute');
    await p.media('volumechange');
    expect(ad.muted).toBe(false);
    expect(p.adEventNames.at(-1)).toBe('AD_UNMUTE');
    // The ad plays on; the button still stops it.
    expect(p.button('Stop')).not.toBeNull();
  });
});
