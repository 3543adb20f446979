import type { Emitter } from './emitter';
import type { EngineEvents, EngineWarning } from './events';
import type { AudioEngine } from './types';

/** Spec §9: the autoplay outcome is settled after 5 s by whether audio actually plays. */
export const AUTOPLAY_SETTLE_MS = 5000;

/** Spec §4 "Autoplay": not_attempted, attempted, then success or failed. */
export type AutoplayState = 'not_attempted' | 'attempted' | 'success' | 'failed';

/**
 * One autoplay attempt, loaded only by pages that ask for autoplay. Emits `autoplay`, then
 * `autoplay_success` on the first `play` event, or `autoplay_failed` when the browser refuses
 * (`not_allowed`) or no source starts (`failed`); if neither has happened after `settleMs`, whether
 * the engine is playing decides (`timeout`). Returns a cancel.
 */
export function runAutoplay(
  engine: Pick<AudioEngine, 'play' | 'state' | 'on' | 'off'>,
  emit: Emitter<EngineEvents>['emit'],
  settleMs = AUTOPLAY_SETTLE_MS,
): () => void {
  let settled = false;
  const timer = setTimeout(() => settle(engine.state.playing, 'timeout'), settleMs);
  const onPlay = (): void => settle(true, '');
  const onWarning = ({ code }: EngineWarning): void => {
    if (code === 'AUTOSTART_NOT_ALLOWED') settle(false, 'not_allowed');
  };
  const onStop = (): void => settle(false, 'failed');
  const cancel = (): void => {
    settled = true;
    clearTimeout(timer);
    engine.off('play', onPlay);
    engine.off('warning', onWarning);
    engine.off('stop', onStop);
  };
  function settle(success: boolean, reason: string): void {
    if (settled) return;
    cancel();
    if (success) emit('autoplay_success');
    else emit('autoplay_failed', { reason });
  }
  engine.on('play', onPlay);
  engine.on('warning', onWarning);
  engine.on('stop', onStop);
  emit('autoplay');
  engine.play();
  return cancel;
}
