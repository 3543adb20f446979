import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { findLocators, type CmpApi } from './find-locators';
import { $hostConsent } from './public/host-consent-store';

const body = lazy(() => import('./ask-host'));

/**
 * Consent (issues 18 and 33, docs/privacy.md). The first-load face: framed, it walks the frame
 * chain for the IAB locators synchronously; a CMP found is asked by the lazy body. Where no host
 * TCF CMP was found, the gate also waits for the GDPR decision (`geo`: the privacy feature places
 * the listener, public/gdpr-question.ts; where the GDPR applies "no consent" is presumed until
 * someone asks the listener). The status is `asking` until each has answered; a chunk that cannot
 * be loaded leaves it so (fail closed: nothing that needs consent starts). Started before privacy,
 * so the player's own notice knows a host CMP is being asked.
 */
export const hostConsent: Feature = {
  applies: () => true,
  start(player) {
    const self = player.env.window;
    const locators = self.parent === self ? {} : findLocators(self);
    const found = (Object.keys(locators) as CmpApi[]).filter((api) => locators[api]);
    $hostConsent.set({ status: 'asking', pending: locators.tcf ? found : [...found, 'geo'] });
    // Without a body there is no answer: the status stays `asking`, so nothing that needs consent starts.
    if (found.length) body().then((chunk) => chunk.askHost(locators, { self }), () => {});
    return () => {};
  },
};
