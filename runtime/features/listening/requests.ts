import type { PlayerRequests } from '../../player/types';
import type { PlaybackState } from '../../stores/playback';

/**
 * What the listening features ask of the player: the same requests the Play, Mute and volume
 * controls make (`player.request`, one request path), so a shortcut, the sleep timer or the
 * host page does exactly what the buttons do.
 */
export type ListenerRequests = PlayerRequests;

/** The playback store as the listening features read it (`stores.playback`; tests hand in their own). */
export interface PlaybackView {
  get(): PlaybackState;
  listen(listener: (value: PlaybackState) => void): () => void;
}
