import type { EngineEvent, EngineEvents } from '../../../runtime/engine/events';
import { createEngine } from '../../../runtime/engine/create-engine';
import type { AudioEngine, EngineOptions } from '../../../runtime/engine/types';
import type { StreamSource } from '../../../runtime/streams/select-stream';
import { fakeMedia } from '../support/fake-media';

export const HLS: StreamSource = { url: 'https://s.example/live.m3u8', type: 'HLS', origin: 'audioHls' };
export const AAC: StreamSource = { url: 'https://s.example/live.aac', type: 'AAC', origin: 'audioFlash' };
export const MP3: StreamSource = { url: 'https://s.example/live.mp3', type: 'MP3', origin: 'audioHtml' };

const EVENTS: EngineEvent[] = [
  'ready', 'play', 'stop', 'pause', 'mute', 'unmute', 'metadata', 'error', 'warning', 'reload', 'volume_change',
  'playback_change', 'pause_change', 'mute_change', 'autoplay', 'autoplay_failed', 'autoplay_success',
  'time_position_change', 'finish', 'load_sources',
];

export interface FixtureOptions extends EngineOptions {
  sources?: StreamSource[];
  load?: boolean;
  nativeHls?: boolean;
}

/**
 * An engine on a fake <audio> (test/runtime/support/fake-media.ts) that records every event it
 * emits. The element's clock is the test's: `tick(seconds)` moves currentTime and fires
 * `timeupdate`, as a browser does while audio plays.
 */
export function engineFixture({ sources = [MP3], load = true, nativeHls = false, ...options }: FixtureOptions = {}) {
  const fake = fakeMedia({ nativeHls });
  let currentTime = 0;
  Object.defineProperty(fake.media, 'currentTime', {
    configurable: true,
    get: () => currentTime,
    set: (value: number) => {
      currentTime = value;
    },
  });
  Object.defineProperty(fake.media, 'duration', { configurable: true, get: () => Infinity });
  const engine = createEngine(fake.media, options) as AudioEngine;
  const events: { event: EngineEvent; payload: unknown }[] = [];
  for (const event of EVENTS) engine.on(event, (payload) => events.push({ event, payload }));
  if (load) engine.load(sources);
  return {
    ...fake,
    engine,
    events,
    names: () => events.map((e) => e.event),
    payloadOf: <K extends EngineEvent>(event: K) =>
      events.filter((e) => e.event === event).at(-1)?.payload as EngineEvents[K],
    clear: () => void events.splice(0),
    /** Audio advances by `seconds`: the element reports the new position. */
    tick(seconds = 0.25) {
      currentTime += seconds;
      fake.fire('timeupdate');
    },
    /** A media error as the browser reports it. */
    failMedia(code = 4, message = 'MEDIA_ERR_SRC_NOT_SUPPORTED') {
      Object.defineProperty(fake.media, 'error', { configurable: true, get: () => ({ code, message }) });
      fake.fire('error');
    },
    src: () => fake.media.getAttribute('src'),
  };
}
