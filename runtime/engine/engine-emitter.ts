import { log } from '../lib/logger';
import { createEmitter, type Emitter } from '../lib/emitter';
import type { EngineEvents } from './events';

/**
 * The engine's events. A handler that throws is re-emitted as an `error` (hls.js does the same),
 * so a station script's bug does not break the player; a throwing `error` handler is logged
 * instead of looping. `verbose` logs every event at debug level (docs/engine.md).
 */
export function createEngineEmitter(verbose = false): Emitter<EngineEvents> {
  const emitter = createEmitter<EngineEvents>((error, event) => {
    if (event === 'error') log.error('An "error" handler failed', error);
    else emit('error', { code: 'HANDLER_ERROR', message: `A "${String(event)}" handler failed`, payload: error });
  });
  const emit: typeof emitter.emit = verbose
    ? (event, ...payload) => {
        log.debug(`engine: ${String(event)}`, ...payload);
        emitter.emit(event, ...payload);
      }
    : emitter.emit;
  return { ...emitter, emit };
}
