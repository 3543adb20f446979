import type { Emitter } from '../lib/emitter';
import type { EngineEvents, EngineWarning } from './events';
import type { AudioEngine } from './types';

/** Spec §9: the autoplay outcome is settled after 5 s by whether audio actually plays. */
export const AUTOPLAY_SETTLE_MS = 5000;

/** Spec §4 "Autoplay": not_attempted, attempted, then success or failed. */
export type AutoplayState = 'not_attempted' | 'attempted' | 'success' | 'failed';

export interface Autoplay {
  /** The listener stopped: an attempt still waiting for its gate (the pre-roll) has failed. */
  stop(): void;
  /** Teardown: drops the attempt quietly. */
  cancel(): void;
}

/**
 * The player's one autoplay attempt (the engine's `autoPlay` option starts it once ready). Emits
 * `autoplay`, then lets `gate` run first (Play's pre-roll, docs/ads.md "Autoplay"), then plays:
 * `autoplay_success` on the first `play` event, or `autoplay_failed` when the browser refuses
 * (`not_allowed`), no source starts (`failed`) or the listener stopped during the gate
 * (`stopped`); if none of these has happened `settleMs` after the stream request, whether the
 * engine is playing decides (`timeout`).
 */
export function startAutoplay(
  engine: Pick<AudioEngine, 'play' | 'state' | 'on' | 'off'>,
  emit: Emitter<EngineEvents>['emit'],
  { settleMs = AUTOPLAY_SETTLE_MS, gate = (start: () => void) => start() } = {},
): Autoplay {
  let settled = false;
  let requested = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
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
  emit('autoplay');
  gate(() => {
    if (settled) return;
    requested = true;
    timer = setTimeout(() => settle(engine.state.playing, 'timeout'), settleMs);
    engine.on('play', onPlay);
    engine.on('warning', onWarning);
    engine.on('stop', onStop);
    engine.play();
  });
  return {
    stop() {
      if (!requested) settle(false, 'stopped');
    },
    cancel,
  };
}
