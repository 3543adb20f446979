import { log } from '../log/logger';
import { createNativeEngine } from './native-engine';
import type { AudioEngine, EngineOptions } from './types';

/**
 * The engine for the player's stream element. Today always the native one; issue 3 picks an
 * hls.js engine (loaded on demand) for HLS where the browser has no native HLS.
 * Null, with the spec's warning, when there is no media element to play through.
 */
export function createEngine(media: HTMLMediaElement | null, options: EngineOptions): AudioEngine | null {
  if (!media || typeof media.play !== 'function') {
    log.warn('Unable to initialize NativeAudioEngine. Must specify a valid `Container`.');
    return null;
  }
  return createNativeEngine(media, options);
}
