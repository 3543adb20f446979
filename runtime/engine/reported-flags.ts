import type { Emitter } from '../lib/emitter';
import type { EngineEvents } from './events';
import type { EngineState } from './types';

export type ReportedFlag = 'playing' | 'paused' | 'buffering';

/**
 * The engine's confirmed flags change only here, each with its events, and only when its value
 * does: `playback_change` (+ `play`), `pause_change` (+ `pause`), `buffering`. Buffering is not
 * part of the public state: it is reported from the first audio on, and a session that ends
 * forgets it without a word (`forgetBuffering`).
 */
export function createReportedFlags(state: EngineState, emit: Emitter<EngineEvents>['emit']) {
  let buffering = false;
  return {
    report(flag: ReportedFlag, value: boolean): void {
      if (flag === 'buffering') {
        if (buffering !== value) emit('buffering', { buffering: (buffering = value) });
        return;
      }
      if (state[flag] === value) return;
      state[flag] = value;
      if (flag === 'playing') emit('playback_change', { playing: value });
      else emit('pause_change', { paused: value });
      if (value) emit(flag === 'playing' ? 'play' : 'pause');
    },
    forgetBuffering(): void {
      buffering = false;
    },
  };
}
