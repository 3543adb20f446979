import { withPreRoll } from '../player/play-gate';
import { runAutoplay } from '../engine/autoplay';
import { createEmitter, type Emitter } from '../engine/emitter';
import type { EngineEvents } from '../engine/events';
import type { AudioEngine } from '../engine/types';
import { log } from '../lib/logger';
import { $playback } from '../stores/playback';

/**
 * `autoplay=1` (spec §4 "Autoplay") goes through Play's seam as a click does: a station with an ad
 * gateway plays its pre-roll first (docs/ads.md "Autoplay"), then the engine's autoplay attempt
 * runs — so its 5 s settle counts from the stream request, not from the ad. Without a pre-roll
 * the attempt runs at once, exactly as the engine's own autoplay option would.
 *
 * The engine never emits these autoplay events itself here: they go to `bind(events)`, the same
 * store bindings as the engine's. A Stop during the ad settles autoplay as failed ('stopped').
 * Call once the engine is ready; returns the cancel (teardown).
 */
export function startAutoplay(
  engine: AudioEngine,
  bind: (events: Pick<AudioEngine, 'on' | 'off'>) => () => void,
  verbose = false,
): () => void {
  const events: Emitter<EngineEvents> = createEmitter((error, event) => log.error(`An "${String(event)}" handler failed`, error));
  const unbind = bind(events);
  const emit: Emitter<EngineEvents>['emit'] = (event, ...payload) => {
    if (verbose) log.debug(`engine: ${String(event)}`, ...payload);
    events.emit(event, ...payload);
  };
  let cancelAttempt = (): void => {};
  let over = false;
  // Attempted from now: the app state says "play", and a Stop during the ad ends the pre-roll.
  emit('autoplay');
  const unlisten = $playback.listen(({ playStream }) => {
    if (playStream || over) return;
    over = true;
    unlisten();
    emit('autoplay_failed', { reason: 'stopped' });
  });
  withPreRoll(() => {
    if (over) return;
    over = true;
    unlisten();
    // runAutoplay announces the attempt again; it was announced above, once is the event.
    cancelAttempt = runAutoplay(engine, (event, ...payload) => {
      if (event !== 'autoplay') emit(event, ...payload);
    });
  });
  return () => {
    over = true;
    unlisten();
    cancelAttempt();
    unbind();
    events.clear();
  };
}
