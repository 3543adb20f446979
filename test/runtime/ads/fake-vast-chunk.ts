import { vi } from 'vitest';
import type { AdLoadResult } from '../../../runtime/features/ads/vast/load-ad';
import { fakeTracker } from './fake-tracker';

/** The creative every faked ad request answers. */
export const FAKE_AD_URL = 'https://ads.example/creative.mp3';

let current: ReturnType<typeof fakeVastChunk> | undefined;

/**
 * The VAST chunk's `loadAd` as a test file mocks it, answering through the latest
 * `fakeVastChunk()`:
 * `vi.mock('…/runtime/features/ads/vast/load-ad', async () => ({ loadAd: (await import('…/fake-vast-chunk')).loadAdThroughFake }))`.
 */
export const loadAdThroughFake = (...args: unknown[]): Promise<AdLoadResult> => {
  if (!current) throw new Error('fakeVastChunk() was not called');
  return current.loadAd(...(args as []));
};

/**
 * For tests that run the real player and ads body (Play's gate, the pre-roll, the button) in
 * happy-dom: stands in for the VAST chunk (`runtime/features/ads/vast/load-ad.ts`, tested on its
 * own with the real vast-client in load-ad.test.ts) once the test file mocks it with
 * `loadAdThroughFake`. Every ad request answers a 4 s audio ad with a recording tracker.
 */
export function fakeVastChunk() {
  const tracker = fakeTracker();
  const loadAd = vi.fn(
    async (): Promise<AdLoadResult> => ({
      kind: 'ad',
      ad: { id: 'ad-1', mediaUrl: FAKE_AD_URL, video: false, duration: 4, companion: null, tracker },
    }),
  );
  const fake = { loadAd, tracker };
  current = fake;
  return fake;
}

/** What the browser's autoplay policy knows: whether the listener has used the page yet. */
export function stubUserActivation(hasBeenActive: boolean | undefined): { activate(): void } {
  const activation = { hasBeenActive };
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    get: () => (activation.hasBeenActive === undefined ? undefined : activation),
  });
  return {
    activate() {
      activation.hasBeenActive = true;
    },
  };
}

/** The browser's refusal to play media without a gesture, as `play()` rejects with it. */
export const notAllowed = () => new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError');
