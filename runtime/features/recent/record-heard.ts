import type { MapStore, ReadableAtom } from 'nanostores';
import type { PlaybackState } from '../../stores/playback';
import type { TrackInfo } from '../../stores/track';
import { addPlayed } from './played-list';
import { loadPlayed, savePlayed } from './session-played';

/**
 * Keeps the list of what this listener heard: the track on screen while the stream plays (a
 * polled track reaches the screen when it is heard: ../metadata/sync/). A track shown while
 * nothing plays was not heard and is not kept. Returns the teardown.
 */
export function recordHeard(
  stationId: number,
  track: MapStore<TrackInfo>,
  playback: ReadableAtom<Pick<PlaybackState, 'playing'>>,
  now: () => number = Date.now,
): () => void {
  const note = (): void => {
    if (!playback.get().playing) return;
    const list = loadPlayed(stationId);
    const next = addPlayed(list, track.get(), now());
    if (JSON.stringify(next) !== JSON.stringify(list)) savePlayed(stationId, next);
  };
  const stops = [track.listen(note), playback.subscribe(note)];
  return () => stops.forEach((stop) => stop());
}
