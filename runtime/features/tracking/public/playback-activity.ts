import type { ActivitySource, PlayerActivity } from './player-activity';

/** The fields of the playback store (`stores.playback`) this adapter reads. */
export interface PlaybackSnapshot {
  playing: boolean;
  muted: boolean;
  volume: number;
}

/** The part of a nanostores store the adapter needs, so `stores.playback` can be passed as is. */
export interface ReadablePlayback {
  get(): PlaybackSnapshot;
  listen(listener: (value: PlaybackSnapshot) => void): () => void;
}

/**
 * Derives activity from committed playback state (the engine writes it only from media events):
 * playing false→true is `played`, true→false `stopped`, and mute and volume changes. User intents
 * (play/stop presses) and autoplay are not visible here; feed those through an activity channel.
 */
export function activityFromPlayback(store: ReadablePlayback): ActivitySource {
  return (handler) => {
    let previous = { ...store.get() };
    return store.listen((next) => {
      const changes = playbackChanges(previous, next);
      previous = { ...next };
      changes.forEach(handler);
    });
  };
}

export function playbackChanges(previous: PlaybackSnapshot, next: PlaybackSnapshot): PlayerActivity[] {
  const changes: PlayerActivity[] = [];
  if (next.playing !== previous.playing) changes.push({ type: next.playing ? 'played' : 'stopped' });
  if (next.muted !== previous.muted) changes.push({ type: next.muted ? 'muted' : 'unmuted' });
  if (next.volume !== previous.volume) changes.push({ type: 'volume_changed', from: previous.volume, to: next.volume });
  return changes;
}
