import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { $hostConsent } from '../consent/public/host-consent-store';
import { ownConsentApplies } from '../consent/public/own-consent';

const body = lazy(() => import('./body'));

/**
 * The player's own TCF consent dialog (docs/eu-consent.md), for a station whose
 * `privacy.vendorList` names its IAB CMP id. The consent gate decides whether the GDPR applies
 * (the privacy layer's geo lookup, consent/public/gdpr-question.ts), asked for it at once here;
 * only where it presumes "GDPR applies, no consent" —
 * no host TCF CMP, a listener in the EEA, the UK or Switzerland or one the lookup cannot place —
 * is the dialog's chunk fetched. Anyone else downloads nothing more. If the chunk cannot be
 * loaded the presumption stays: nothing that needs consent starts.
 */
export const euConsent: Feature = {
  applies: (config) => !!config.privacy.vendorList?.cmpId,
  start(player, config) {
    let stop: (() => void) | undefined;
    let stopped = false;
    // The station asks its EU listeners itself: the GDPR decision is wanted now, not at the first
    // thing that needs consent (a stored choice must be in force before the first stream request).
    $hostConsent.get().need?.();
    const off = $hostConsent.subscribe((host) => {
      if (stop || !ownConsentApplies(host)) return;
      stop = () => {};
      body().then(
        (chunk) => {
          const end = chunk.startEuConsent(player, config);
          if (stopped) end();
          else stop = end;
        },
        (error: unknown) => player.env.log.error(error),
      );
    });
    return () => {
      stopped = true;
      off();
      stop?.();
    };
  },
};
