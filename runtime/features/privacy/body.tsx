import type { EmbedConfig } from '../../config/embed-config';
import type { Player } from '../../player/types';
import { initPrivacy } from './init';
import { PrivacyNotices } from './ui/PrivacyNotices';

/*
 * Everything privacy downloads on demand, as the lazy body its face (./face.ts) loads: the privacy
 * session (overrides, geo, storage, GPP encoder, actions) and the notices with their styles.
 */

/**
 * Starts the privacy layer for the station and, for a station with privacy on, hands the player
 * its notices. The geo lookup uses the address's `ip` override. Spec §4 "Confirm Ok … the player
 * restarts": a listener who was playing (or connecting) gets a new connection, whose URL carries
 * the new privacy strings; a stopped player stays stopped and its next Play carries them.
 * Returns the teardown.
 */
export function startPrivacy(player: Player, config: EmbedConfig): () => void {
  const restartPlayer = (): void => {
    if (!player.stores.playback.get().playStream) return;
    player.request.stop();
    player.request.play();
  };
  const { stores } = player;
  const layer = initPrivacy(config, { stores, ip: player.startup.overrides.ip, restartPlayer });
  const noticeUrl = config.services.privacyNoticeUrl;
  // The notices act on this player's privacy session: their buttons are its actions.
  stores.privacyNoticesView.set(
    config.privacy.enabled ? () => <PrivacyNotices noticeUrl={noticeUrl} actions={layer.actions} stores={stores} /> : null,
  );
  return () => {
    layer.stop();
    stores.privacyNoticesView.set(null);
  };
}
