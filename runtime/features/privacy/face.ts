import { play, stop } from '../../actions/playback';
import type { EmbedConfig } from '../../config/embed-config';
import { log } from '../../log/logger';
import { UsPrivacyMode } from './mode';
import { $overrides } from '../../stores/overrides';
import { $playback } from '../../stores/playback';
import { $privacyStatus, $privacyStrings, $usPrivacyMode } from '../../stores/privacy';

/**
 * Spec §4 "Confirm Ok … the player restarts": a listener who was playing (or connecting) gets a
 * new connection, whose URL carries the new privacy strings; a stopped player stays stopped and
 * its next Play carries them. (Here rather than in the privacy chunk: a chunk that imported the
 * playback actions would pull the engine out of the entry file into a shared one, costing
 * first-load bytes.)
 */
const restartPlayer = (): void => {
  if ($playback.get().playStream) {
    stop();
    play();
  }
};

/**
 * Starts US privacy with the player (spec §4 "On mount"), once per page. This is all of privacy
 * that a station with privacy off loads: it is NOT_APPLICABLE at once ('1---', no GPP) — unless
 * its address carries a `us_privacy` / `gpp` override to read. Everything else is in the privacy
 * chunk, downloaded here; until it has settled the mode, `privacySettled()` waits.
 */
export function bootPrivacy(config: EmbedConfig): void {
  if (config.privacy.enabled || /[?&](us_privacy|gpp)=/.test(location.search)) {
    import('./body')
      .then((chunk) => chunk.startPrivacy(config, $overrides.get().ip, restartPlayer))
      .catch((error: unknown) => {
        // The chunk did not download (the error names its URL) or did not start. The mode stays
        // UNRESOLVED, so the consent gate stays shut; settled as failed, the stream plays with ''.
        log.error(error);
        $privacyStatus.set('failed');
      });
  } else {
    $usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    $privacyStrings.set({ usPrivacy: '1---', gpp: '' });
    $privacyStatus.set('resolved');
  }
}
