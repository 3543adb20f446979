import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';
import { UsPrivacyMode } from './public/mode';

const body = lazy(() => import('./body'));

/**
 * US privacy, started with the player (spec §4 "On mount"). This is all of privacy that a station
 * with privacy off loads: it is NOT_APPLICABLE at once ('1---', no GPP) — unless its address
 * carries a `us_privacy` / `gpp` override to read. Everything else is the lazy body; until it has
 * settled the mode, `privacySettled(player.stores.privacyStatus)` waits.
 */
export const privacy: Feature = {
  name: 'privacy',
  applies: () => true,
  start(player, config) {
    const { privacyStatus, privacyStrings, usPrivacyMode } = player.stores;
    if (config.privacy.enabled || /[?&](us_privacy|gpp)=/.test(player.env.location.search))
      return body().then(
        (chunk) => chunk.startPrivacy(player, config),
        (error: unknown) => {
          // The body did not download (the error names its URL) or did not start. The mode stays
          // UNRESOLVED, so the consent gate stays shut; settled as failed, the stream plays with ''.
          player.env.log.error(error);
          privacyStatus.set('failed');
          return () => {};
        },
      );
    usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    privacyStrings.set({ usPrivacy: '1---', gpp: '' });
    privacyStatus.set('resolved');
    return () => {};
  },
};
