import type { EmbedConfig } from '../../config/embed-config';
import { initPrivacy } from './init';
import { $privacyNoticesView } from '../../stores/privacy';
import { PrivacyNotices } from './ui/PrivacyNotices';

/*
 * Everything privacy downloads on demand, as one chunk that runtime/boot/privacy.ts imports: the
 * privacy session (overrides, geo, storage, GPP encoder, actions) and the notices with their styles.
 */

/**
 * Starts the privacy layer for the station and, for a station with privacy on, hands the player
 * its notices. `ip` is the address's `ip` override (for the geo lookup); `restartPlayer` restarts
 * the stream after a confirmed inline choice. Returns the teardown.
 */
export function startPrivacy(config: EmbedConfig, ip: string | undefined, restartPlayer: () => void): () => void {
  const stopPrivacy = initPrivacy(config, { ip, restartPlayer });
  const noticeUrl = config.services.privacyNoticeUrl;
  $privacyNoticesView.set(config.privacy.enabled ? () => <PrivacyNotices noticeUrl={noticeUrl} /> : null);
  return () => {
    stopPrivacy();
    $privacyNoticesView.set(null);
  };
}
