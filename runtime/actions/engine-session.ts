import { createEngine } from '../engine/create-engine';
import type { AudioEngine } from '../engine/types';
import { log } from '../log/logger';
import { $overrides } from '../stores/overrides';
import { $station } from '../stores/station';
import { bindEngineToStores } from './engine-bindings';
import { streamUrlFor } from './stream-url-for';

let engine: AudioEngine | null = null;

/** The running engine, or null before the stream element is mounted. */
export function currentEngine(): AudioEngine | null {
  return engine;
}

/**
 * Sets the engine up on the player's stream element (spec §4: setup is skipped if an engine
 * already exists): binds its events to the stores, then loads the station's sources, which makes
 * it ready (and starts autoplay when asked). Returns the teardown.
 */
export function connectStreamElement(media: HTMLMediaElement | null): () => void {
  if (engine) {
    log.warn('The player is already set up');
    return () => {};
  }
  const created = createEngine(media, { autoPlay: $overrides.get().autoplay, resolveUrl: streamUrlFor });
  if (!created) return () => {};
  engine = created;
  const unbind = bindEngineToStores(created);
  created.load($station.get()?.stream?.candidates ?? []);
  return () => {
    if (engine === created) engine = null;
    created.destroy();
    unbind();
  };
}
