import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { $hostConsent } from '../consent/public/host-consent-store';

const body = lazy(() => import('./body'));

/**
 * The player's own TCF consent dialog (docs/eu-consent.md), for a station whose
 * `privacy.vendorList` names its IAB CMP id. Started right after host consent: where a host CMP was
 * found it does nothing (the host's CMP asks). Otherwise nothing that needs consent may start
 * before the body knows whether the GDPR applies, so the host-consent state is "asking", with
 * `gdpr=1` and no consent on the requests, from this very instant; the lazy body then asks the
 * listener, or hands the decision back to the player's own rules outside the GDPR. If the body
 * cannot be loaded, that stays so (fail closed).
 */
export const euConsent: Feature = {
  name: 'eu-consent',
  applies: (config) => !!config.privacy.vendorList?.cmpId,
  start(player, config) {
    if ($hostConsent.get().status !== 'none') return () => {};
    $hostConsent.set({ status: 'asking', params: (own) => ({ us_privacy: own.usPrivacy, gpp: own.gpp, gdpr: '1' }) });
    return body().then(
      (chunk) => chunk.startEuConsent(player, config),
      (error: unknown) => (player.env.log.error(error), () => {}),
    );
  },
};
