import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { $hostConsent } from '../consent/public/host-consent-store';
import { ownConsentApplies } from '../consent/public/own-consent';

const body = lazy(() => import('./body'));

/**
 * The player's own TCF consent dialog (docs/eu-consent.md), for a station whose
 * `privacy.vendorList` names its IAB CMP id. The consent feature decides whether the GDPR applies
 * (its geo decision, consent/decide-gdpr.ts); only where it presumes "GDPR applies, no consent" —
 * no host TCF CMP, a listener in the EEA, the UK or Switzerland or one the lookup cannot place —
 * is the dialog's chunk fetched. Anyone else downloads nothing more. If the chunk cannot be
 * loaded the presumption stays: nothing that needs consent starts.
 */
export const euConsent: Feature = {
  name: 'eu-consent',
  applies: (config) => !!config.privacy.vendorList?.cmpId,
  start(player, config) {
    let stop: (() => void) | undefined;
    let stopped = false;
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
