import type { Emitter } from './emitter';
import type { EngineEvents } from './events';
import type { AudioEngine } from './types';

/** Spec §9: the autoplay outcome is settled after 5 s by whether audio actually plays. */
export const AUTOPLAY_SETTLE_MS = 5000;

/**
 * One autoplay attempt (spec §4 "Autoplay": attempted, then success or failed). Emits `autoplay`,
 * then `autoplay_success` on the first `play` event, or `autoplay_failed` when the browser refuses
 * or the attempt fails; after `settleMs` whatever the engine reports decides. Returns a cancel.
 */
export function runAutoplay(
  engine: Pick<AudioEngine, 'play' | 'state' | 'on' | 'off'>,
  emit: Emitter<EngineEvents>['emit'],
  settleMs = AUTOPLAY_SETTLE_MS,
): () => void {
  let settled = false;
  const timer = setTimeout(() => settle(engine.state.playing, 'timeout'), settleMs);
  const onPlay = (): void => settle(true, '');
  const cancel = (): void => {
    settled = true;
    clearTimeout(timer);
    engine.off('play', onPlay);
  };
  function settle(success: boolean, reason: string): void {
    if (settled) return;
    cancel();
    if (success) emit('autoplay_success');
    else emit('autoplay_failed', { reason });
  }
  engine.on('play', onPlay);
  emit('autoplay');
  void engine.play().then((result) => {
    if (!result.ok) settle(false, result.reason);
  });
  return cancel;
}
