import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { findLocators } from './find-locators';
import { $hostConsent } from './public/host-consent-store';

const body = lazy(() => import('./ask-host'));

/**
 * Consent from the host page's CMP (issue 18, docs/privacy.md). The first-load face: framed, it
 * walks the frame chain for the IAB locators synchronously; none found (or not framed) = nothing
 * more is loaded and nothing waits. Otherwise the status is `asking` and the lazy body asks the
 * CMPs; if the body cannot be loaded, it stays `asking` (fail closed). Started before privacy,
 * so the player's own notice knows a host CMP is being asked.
 */
export const hostConsent: Feature = {
  name: 'consent',
  applies: () => true,
  start(player) {
    const self = player.env.window;
    const locators = self.parent === self ? {} : findLocators(self);
    if (!locators.tcf && !locators.gpp && !locators.usp) return () => {};
    $hostConsent.set({ status: 'asking' });
    // Without the body there is no answer: the status stays `asking`, so nothing that needs consent starts.
    body().then((chunk) => chunk.askHost(locators, { self }), () => {});
    return () => {};
  },
};
