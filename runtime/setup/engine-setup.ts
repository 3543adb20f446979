// The engine's lazy chunk: the engine and everything that runs it, put together with what the
// features add to it (the data saver's source order, the stream URL's consent, privacy and cookie
// sync parameters). It sits above the features (docs/architecture.md "Layers"): the player's
// engine session below gets it injected (`loadEngineSetup`, handed to createPlayer by the entries
// through the registry), and imports none of it.
import { createEngine } from '../engine/create-engine';
import { earlyStreamId } from '../engine/early-stream-takeover';
import type { AudioEngine } from '../engine/types';
import { dataSaving, followLowData, savesData, sourcesInUse } from '../features/listening/public/data-saver';
import { listeningStores, lowDataOf } from '../features/listening/public/low-data';
import { getLogLevel, setLogLevel } from '../lib/logger';
import { inferStreamType } from '../../contract/stream-rules/stream-type';
import { bindEngineToStores } from '../actions/engine-bindings';
import { rememberedHlsJs, rememberHlsJs } from '../actions/hls-player-memory';
import type { EngineSessionOwner } from '../actions/engine-session';
import { createStreamParams } from './stream-url-for';

/**
 * Creates the engine on the stream element, binds its events to the stores, starts what the
 * first stream request waits for (privacy, cookie sync: only when configured), then loads the
 * station's sources, which makes it ready (and, when asked, autoplays through Play's pre-roll
 * seam, as a click would). Null, with the spec's warning, when there is
 * no element to play through.
 */
export function setUpEngine(
  media: HTMLMediaElement | null,
  owner: EngineSessionOwner,
): { engine: AudioEngine; tearDown(): void } | null {
  const { stores } = owner;
  const { autoplay, verbose } = stores.overrides.get();
  // Verbose lines are debug lines: show them unless an even finer level is on.
  if (verbose && getLogLevel() !== 'trace') setLogLevel('debug');
  const station = stores.station.get();
  const listed = station?.stream?.candidates ?? [];
  // The data saver (docs/listening.md): where the browser asks to save data, or the listener's
  // "Low data" switch is on, the lowest bitrate first.
  const bitrates = station?.config.data.bitrates;
  const lowData = lowDataOf(owner.storesOf(listeningStores));
  const candidates = sourcesInUse(listed, bitrates, savesData(lowData));
  // docs/engine.md "Which HLS player": "auto" starts with the browser's own and leaves it if it
  // keeps every second played, which this device then remembers.
  const hlsPlayer = station?.config.data.hlsPlayer ?? 'auto';
  const hlsUrl = candidates.find((source) => (source.type ?? inferStreamType(source.url)) === 'HLS')?.url;
  const preferHlsJs = hlsPlayer === 'hls.js' || (hlsPlayer === 'auto' && rememberedHlsJs(hlsUrl));
  const onNativeHlsHoarding = hlsPlayer === 'auto' ? rememberHlsJs : undefined;
  // Autoplay (spec §4) is the engine's, tried once it is ready: through Play's pre-roll, as a
  // click is, so a station with an ad gateway plays its pre-roll first (docs/ads.md "Autoplay").
  // This engine's stream parameters (what the first request waits for, the per-page device id,
  // the one the first paint's early stream went out with where there is one).
  const params = createStreamParams(stores, earlyStreamId(media));
  const engine = createEngine(media, {
    resolveUrl: params.urlFor,
    verbose,
    preferHlsJs,
    onNativeHlsHoarding,
    autoPlay: autoplay,
    withCredentials: station?.config.data.withCredentials ?? false,
    beforeAutoplay: owner.passPlayGate,
    dataSaving: dataSaving(lowData),
  });
  if (!engine) return null;
  const unbind = bindEngineToStores(engine, owner);
  void params.prepare();
  engine.load(candidates);
  const unfollow = followLowData(engine, listed, bitrates, stores.playback, lowData);
  return {
    engine,
    tearDown() {
      unfollow();
      engine.destroy();
      unbind();
    },
  };
}
