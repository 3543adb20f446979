import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../runtime/lib/emitter';
import type { EngineEvents } from '../../../runtime/engine/events';
import type { AudioEngine } from '../../../runtime/engine/types';
import { metadata } from '../../../runtime/features/metadata/face';
import { startTrackFeed } from '../../../runtime/features/metadata/body';
import { createPlayerStores } from '../../../runtime/player/player-stores';
import type { StationState } from '../../../runtime/stores/station';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { stubServerPerFile } from './support/stub-server-per-file';
import { testStation as station } from './support/test-station';

const env = stubServerPerFile();
/** A fresh player's stores, with the test's track store. */
const feedStores = () => ({ ...createPlayerStores(), track: env.track });

/** Just the engine's event side: what the metadata code listens to. */
function fakeEngine() {
  const emitter = createEmitter<EngineEvents>(() => {});
  return { engine: { on: emitter.on, off: emitter.off } as unknown as AudioEngine, emit: emitter.emit };
}

/** A fresh player of the station with the metadata feature (as the registry starts it); returns its destroy. */
function startMetadata(station: StationState): () => void {
  env.track = testPlayer(station.config, { features: [metadata] }).stores.track;
  return destroyTestPlayers;
}

const icecastStatus = JSON.stringify({ icestats: { source: { listenurl: 'http://x/live.mp3', title: 'Air - Playground Love' } } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startTrackFeed', () => {
  it("source \"stream\": the track follows the engine's metadata events, until the teardown", () => {
    const { engine, emit } = fakeEngine();
    env.stop = startTrackFeed(station(), feedStores(), engine);
    emit('metadata', { artist: 'Daft Punk', title: 'One More Time' });
    expect(env.track.get()).toEqual({ artist: 'Daft Punk', title: 'One More Time', cover: '' });
    env.stop();
    emit('metadata', { artist: 'Other', title: 'Song' });
    expect(env.track.get().title).toBe('One More Time');
  });

  it('source "icecast": ignores stream metadata and polls the status page', async () => {
    env.server.respond('/status-json.xsl', icecastStatus);
    const { engine, emit } = fakeEngine();
    env.stop = startTrackFeed(station((c) => (c.metadata = { source: 'icecast', url: `${env.server.url}/status-json.xsl`, intervalMs: 1000 })), feedStores(), engine);
    emit('metadata', { artist: 'In-stream', title: 'Text' });
    expect(env.track.get().title).toBe('');
    await vi.waitFor(() => expect(env.track.get()).toMatchObject({ artist: 'Air', title: 'Playground Love' }));
  });

  it('enriches stream tracks when the station has an enrichment service and album art', async () => {
    env.server.respond('/e/a/b/42/json', JSON.stringify({ combinedResponse: { albumArt: { artworkUrlSmallest: 'https://i.example/s.jpg' } } }));
    const { engine, emit } = fakeEngine();
    env.stop = startTrackFeed(station((c) => (c.data.enrichment = `${env.server.url}/e`)), feedStores(), engine);
    emit('metadata', { artist: 'A', title: 'B' });
    await vi.waitFor(() => expect(env.track.get().cover).toBe('https://i.example/s.jpg'));
  });

  it('does not enrich when album art is disabled (spec §5)', async () => {
    const { engine, emit } = fakeEngine();
    env.stop = startTrackFeed(
      station((c) => {
        c.data.enrichment = `${env.server.url}/e`;
        c.ui.disableAlbumArt = true;
      }),
      feedStores(),
      engine,
    );
    emit('metadata', { artist: 'A', title: 'B' });
    await pause(50);
    expect(env.server.requests).toEqual([]);
    expect(env.track.get()).toEqual({ artist: 'A', title: 'B', cover: '' });
  });
});

describe('the metadata feature', () => {
  it('source "icecast": loads the now-playing code and polls at once, before any engine', async () => {
    env.server.respond('/status-json.xsl', icecastStatus);
    env.stop = startMetadata(station((c) => (c.metadata = { source: 'icecast', url: `${env.server.url}/status-json.xsl`, intervalMs: 1000 })));
    await vi.waitFor(() => expect(env.track.get()).toMatchObject({ artist: 'Air', title: 'Playground Love' }));
  });

  it('source "nowplaying": polls the now-playing endpoint', async () => {
    env.server.respond('/np', JSON.stringify({ items: [{ artist: 'Nina Simone', title: 'Feeling Good' }] }));
    env.stop = startMetadata(station((c) => (c.metadata = { source: 'nowplaying', url: `${env.server.url}/np`, intervalMs: 1000 })));
    await vi.waitFor(() => expect(env.track.get()).toMatchObject({ artist: 'Nina Simone', title: 'Feeling Good' }));
  });

  it('with ui.toggleMetadata off: no polling, no track', async () => {
    env.server.respond('/status-json.xsl', icecastStatus);
    env.stop = startMetadata(
      station((c) => {
        c.ui.toggleMetadata = false;
        c.metadata = { source: 'icecast', url: `${env.server.url}/status-json.xsl`, intervalMs: 1000 };
      }),
    );
    await pause(100);
    expect(env.server.requests).toEqual([]);
    expect(env.track.get().title).toBe('');
  });

  it('stopped before the code has loaded: starts nothing', async () => {
    env.server.respond('/status-json.xsl', icecastStatus);
    startMetadata(station((c) => (c.metadata = { source: 'icecast', url: `${env.server.url}/status-json.xsl`, intervalMs: 1000 })))();
    await pause(100);
    expect(env.server.requests).toEqual([]);
  });
});
