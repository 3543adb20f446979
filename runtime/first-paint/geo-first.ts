/**
 * A privacy station's first paint asks the geo lookup itself (issue 36): the notice, and with it
 * the app and the privacy chunk, is due only for a listener in a configured region — or where the
 * lookup fails (fail closed, as the privacy layer does). Everyone else pays what a plain station's
 * listener pays, and the app comes on intent. A small chunk of its own, fetched only by such a
 * page (which preloads it: cli/pipeline/render-station.ts), so a plain station's script carries
 * none of it. The app reuses this very answer (its Response, cloned) instead of asking again
 * (features/privacy/public/first-paint-geo.ts, geo.ts): the privacy layer's rules and logs stay
 * its own, this is only the cheap "is a notice due" half.
 */

import type { GeoFirst } from '../features/privacy/public/first-paint-geo';

/** Bounded as the privacy layer's lookup is (features/privacy/geo.ts GEO_TIMEOUT_MS). */
export const GEO_FIRST_TIMEOUT_MS = 3000;

/**
 * The privacy layer's stored choice or notice (features/privacy/storage.ts PRIVACY_CACHE_KEY):
 * made on an earlier visit where privacy applied; its compact control shows before interaction.
 */
export const STORED_PRIVACY_KEY = 'v7_usprivacy_1_cache';

/**
 * Asks #app's `data-geo` (the station's `services.geo`) and, where the answer says a notice is due
 * for #app's `data-regions` (space-separated) or the listener has a stored privacy choice, fetches
 * the privacy chunk and calls `startApp`. Returns the answer, unread, and the decision, for the app.
 */
export function geoFirst(root: HTMLElement, startApp: () => unknown): GeoFirst {
  // An engine without AbortSignal.timeout (before Safari 16): unbounded here, the app's lookup is.
  const answer = fetch(root.dataset.geo!, { signal: AbortSignal.timeout?.(GEO_FIRST_TIMEOUT_MS) });
  const due = hasStoredPrivacy() ? Promise.resolve(true) : noticeDue(answer, (root.dataset.regions ?? '').split(' '));
  void due.then((due) => {
    if (!due) return;
    // The notice's chunk beside the app's, not after it (the app would ask for it once started).
    void import('../features/privacy/body').catch(() => undefined);
    startApp();
  });
  // A failed lookup is the privacy layer's to log (it takes this answer): not an unhandled rejection here.
  answer.catch(() => undefined);
  return { answer, due };
}

function hasStoredPrivacy(): boolean {
  try {
    return localStorage.getItem(STORED_PRIVACY_KEY) !== null;
  } catch {
    // Storage blocked: the privacy layer cannot read a choice either; the geo answer decides.
    return false;
  }
}

/**
 * Whether the answer says a notice is due: a US listener in one of `regions`, or no usable answer
 * (a failed request, a status outside 200–299, no object, an `error` field). As
 * features/privacy/resolve-mode.ts `placeOf` and `privacyApplies` read it (held together by
 * test/runtime/first-paint/geo-first.test.ts).
 */
export async function noticeDue(answer: Promise<Response>, regions: readonly string[]): Promise<boolean> {
  try {
    const response = await answer;
    const place: unknown = response.ok && (await response.clone().json());
    if (!place || typeof place !== 'object' || (place as { error?: unknown }).error) return true;
    const field = (name: string): string => String((place as Record<string, unknown>)[name] ?? '').trim().toUpperCase();
    const region = field('region');
    const state = field('region_code') || (/^[A-Z]{2}$/.test(region) ? region : '');
    return field('country_code') === 'US' && state !== '' && regions.includes(state);
  } catch {
    return true;
  }
}
