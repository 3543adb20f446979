/**
 * What the listening features ask of the player: the same requests the Play, Mute and volume
 * controls make (one request path; `player.request` once the player object exists). Each feature
 * takes only these, so it never reaches the engine or the actions itself.
 */
export interface ListenerRequests {
  play(): void;
  stop(): void;
  toggleMute(): void;
  setVolume(value: unknown): void;
}

/** The playback store's fields the listening features read (`$playback`). */
export interface PlaybackView {
  get(): { playStream: boolean; playing: boolean; muted: boolean; volume: number };
  listen(listener: (value: { playStream: boolean; playing: boolean; muted: boolean; volume: number }) => void): () => void;
}
