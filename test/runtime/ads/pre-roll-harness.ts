import { atom } from 'nanostores';
import { vi } from 'vitest';
import type { CompanionView } from '../../../runtime/features/ads/companion';
import { createAdBreaks } from '../../../runtime/features/ads/ad-break';
import { AD_EVENTS, type AdEvents } from '../../../runtime/features/ads/public/events';
import { runPreRoll, type PreRollOptions } from '../../../runtime/features/ads/pre-roll';
import type { AdLoadResult, LoadAdOptions } from '../../../runtime/features/ads/vast/load-ad';
import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { createEmitter } from '../../../runtime/lib/emitter';
import type { PlayerStores } from '../../../runtime/player/player-stores';
import { FakeMedia } from './fake-media';
import { fakeTracker } from './fake-tracker';

export const AD_MEDIA_URL = 'https://ads.example/creative.mp3';

export function adsConfig(gatewayUrl = 'https://gw.example/ads'): EmbedConfig {
  return {
    ...defaultEmbedConfig(42),
    ads: { gateway: { url: gatewayUrl, proxy: '' }, banner: { url: '', frequency: 0, layout: '728x90' } },
  };
}

export const companion: CompanionView = {
  kind: 'image',
  src: 'https://ads.example/300x250.png',
  width: 300,
  height: 250,
  clickThrough: '',
};

export type Harness = ReturnType<typeof startPreRoll>;

/**
 * Runs the pre-roll against fakes: a VAST answer (`result`, or a 4 s audio ad with a companion), a
 * FakeMedia, a recording tracker, the listener's audio as an atom. Call `await flush()` between
 * steps; fake timers must be on.
 */
export function startPreRoll(
  stores: PlayerStores,
  options: { result?: AdLoadResult | Promise<AdLoadResult>; config?: EmbedConfig } & Partial<Omit<PreRollOptions, 'stores'>> = {},
) {
  const events: [keyof AdEvents, unknown][] = [];
  const emitter = createEmitter<AdEvents>((error) => {
    throw error;
  });
  for (const event of AD_EVENTS) emitter.on(event, (payload: unknown) => events.push([event, payload]));
  const media = new FakeMedia();
  const tracker = fakeTracker();
  const audio = atom({ muted: false, volume: 80 });
  const result: AdLoadResult | Promise<AdLoadResult> = options.result ?? {
    kind: 'ad',
    ad: { id: 'ad-1', mediaUrl: AD_MEDIA_URL, video: false, duration: 4, companion, tracker },
  };
  const loadAd = vi.fn(async (_url: string, _options: LoadAdOptions) => result);
  const controller = new AbortController();
  const breaks = createAdBreaks(stores);
  let done = false;
  const run = runPreRoll(options.config ?? adsConfig(), {
    events: emitter,
    loadSdk: async () => ({ loadAd }),
    createMedia: () => media.asElement(),
    deviceId: () => 'device-1',
    mobile: () => false,
    signal: controller.signal,
    audio,
    stores,
    breaks,
    ...options,
  }).then(() => {
    done = true;
  });
  return {
    events,
    /** The event names so far, without the time updates. */
    names: () => events.map(([name]) => name).filter((name) => name !== 'AD_PLAYBACK_TIME'),
    payloadOf: (name: keyof AdEvents) => events.find(([event]) => event === name)?.[1],
    media,
    tracker,
    audio,
    /** The player's ad breaks (the pre-roll's, unless the test hands in its own). */
    breaks,
    loadAd,
    controller,
    run,
    isDone: () => done,
  };
}

export const flush = () => vi.advanceTimersByTimeAsync(0);

/** The media plays from `canplay` to `ended`, a time update every half second. */
export async function playThrough(h: Harness, seconds = 4): Promise<void> {
  h.media.duration = seconds;
  h.media.fire('loadedmetadata');
  h.media.fire('canplay');
  await flush();
  h.media.fire('playing');
  for (let t = 0.5; t < seconds; t += 0.5) {
    await vi.advanceTimersByTimeAsync(500);
    h.media.at(t);
  }
  await vi.advanceTimersByTimeAsync(500);
  h.media.currentTime = seconds;
  h.media.ended = true;
  h.media.fire('ended');
  await flush();
}
