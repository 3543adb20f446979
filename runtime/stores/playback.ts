/** Volume bounds and default (spec §5, §9). */
export const DEFAULT_VOLUME = 100;

/** A player's playback state (`stores.playback`), written only by actions in runtime/actions/. */
export interface PlaybackState {
  /** The listener asked to play (app state, spec §4); follows the engine when the engine disagrees. */
  playStream: boolean;
  /** The engine confirmed audio is playing (its media element fired `playing`). */
  playing: boolean;
  /** The engine confirmed the media element is muted. */
  muted: boolean;
  /** 0–100; the listener's chosen volume, persisted, kept while muted. */
  volume: number;
}

