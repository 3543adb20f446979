// A lazy chunk (./engine-session.ts): the engine and everything that runs it.
import { createEngine } from '../engine/create-engine';
import type { AudioEngine } from '../engine/types';
import { getLogLevel, setLogLevel } from '../log/logger';
import { $overrides } from '../stores/overrides';
import { $station } from '../stores/station';
import { bindEngineToStores } from './engine-bindings';
import { prepareStreamParams, streamUrlFor } from './stream-url-for';

/** `verbose=1` (or true, on; spec §2): the engine logs every event it emits (docs/engine.md). */
export const isVerbose = (search: string): boolean =>
  /^(1|true|on)$/i.test(new URLSearchParams(search).get('verbose') ?? '');

/**
 * Creates the engine on the stream element, binds its events to the stores, starts what the
 * first stream request waits for (privacy, cookie sync: only when configured), then loads the
 * station's sources, which makes it ready (and starts autoplay when asked). Null, with the
 * spec's warning, when there is no element to play through.
 */
export function setUpEngine(media: HTMLMediaElement | null): { engine: AudioEngine; tearDown(): void } | null {
  const verbose = isVerbose(globalThis.location?.search ?? '');
  // Verbose lines are debug lines: show them unless an even finer level is on.
  if (verbose && getLogLevel() !== 'trace') setLogLevel('debug');
  const engine = createEngine(media, { autoPlay: $overrides.get().autoplay, resolveUrl: streamUrlFor, verbose });
  if (!engine) return null;
  const unbind = bindEngineToStores(engine);
  void prepareStreamParams();
  engine.load($station.get()?.stream?.candidates ?? []);
  return {
    engine,
    tearDown() {
      engine.destroy();
      unbind();
    },
  };
}
