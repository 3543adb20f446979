import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { whenGdprAsked } from '../consent/public/gdpr-question';
import { FAIL_CLOSED_STRINGS } from './fail-closed';
import { firstPaintNoticeDue } from './public/first-paint-geo';
import { UsPrivacyMode } from './public/mode';

const body = lazy(() => import('./body'));

/**
 * US privacy, started with the player (spec §4 "On mount"). This is all of privacy that a station
 * with privacy off loads: it is NOT_APPLICABLE at once ('1---', no GPP) — unless its address
 * carries a `us_privacy` / `gpp` override to read. So is it for a listener whom the first paint's
 * geo answer puts outside the regions. Everything else is the lazy body; until it has settled the
 * mode, `privacySettled(player.stores.privacyStatus)` waits.
 */
export const privacy: Feature = {
  applies: () => true,
  start(player, config) {
    const { privacyStatus, privacyStrings, usPrivacyMode } = player.stores;
    // Where no host TCF CMP answers, the consent gate asks whether the GDPR applies: this layer's
    // geo service says (gdpr-geo.ts, a chunk fetched once something that needs consent asks).
    const { fetch, log } = player.env;
    whenGdprAsked((stillAsked) =>
      // Without this chunk there is no answer: nothing that needs consent starts.
      import('./gdpr-geo').then(
        (geo) => geo.answerGdprHere(config, { fetch, log, ip: player.startup.overrides.ip, failedAlready: privacyStatus.get() === 'failed' }, stillAsked),
        () => {},
      ),
    );
    const notApplicable = (): (() => void) => {
      usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
      privacyStrings.set({ usPrivacy: '1---', gpp: '' });
      privacyStatus.set('resolved');
      return () => {};
    };
    const startBody = (): Promise<() => void> =>
      body().then(
        (chunk) => chunk.startPrivacy(player, config),
        (error: unknown) => {
          // The body did not download (the error names its URL) or did not start. The mode stays
          // UNRESOLVED, so the consent gate stays shut; settled as failed, the stream plays with ''.
          player.env.log.error(error);
          privacyStatus.set('failed');
          return () => {};
        },
      );
    if (/[?&](us_privacy|gpp)=/.test(player.env.location.search)) return startBody();
    if (!config.privacy.enabled) return notApplicable();
    // The page's first paint asked the geo lookup already (runtime/first-paint/geo-first.ts):
    // where it says no notice is due (outside the regions, no stored choice) privacy does not
    // apply — settled as the privacy layer would (NOT_APPLICABLE, '1---'), without its chunk.
    // Until it has answered, as the layer does while it looks up: fail closed (issue 36).
    const due = firstPaintNoticeDue();
    if (!due) return startBody();
    usPrivacyMode.set(UsPrivacyMode.UNRESOLVED);
    privacyStrings.set(FAIL_CLOSED_STRINGS);
    privacyStatus.set('pending');
    return due.then((due) => (due ? startBody() : notApplicable()));
  },
};
