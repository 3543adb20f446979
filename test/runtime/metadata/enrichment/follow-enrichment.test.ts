// The enrichment against a real HTTP server on loopback standing in for the music-metadata service.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStationState } from '../../../../runtime/actions/station-state';
import { defaultEmbedConfig } from '../../../../runtime/config/default-config';
import { setLogLevel } from '../../../../runtime/log/logger';
import { followEnrichment } from '../../../../runtime/metadata/enrichment/follow-enrichment';
import { trackReporter } from '../../../../runtime/metadata/set-track';
import { $track } from '../../../../runtime/stores/track';
import { startStubServer, type StubServer } from '../support/http-stub';

const setTrack = trackReporter($track);

let server: StubServer;
let stop = () => {};
beforeAll(async () => {
  server = await startStubServer();
});
afterAll(() => server.close());
beforeEach(() => {
  $track.set({ artist: '', title: '', cover: '' });
  server.requests.length = 0;
});
afterEach(() => {
  stop();
  setLogLevel('error');
  vi.restoreAllMocks();
});

function station({ proxy = false } = {}) {
  const config = defaultEmbedConfig(42);
  config.station.title = 'Radio 42';
  config.data = { stream_id: 2224, enrichment: `${server.url}/enrich`, audioHtml: 'https://s.example/live.mp3' };
  config.buildTime = 1758240000000;
  if (proxy) config.services.imageProxy = { url: 'https://img.example', enabled: true };
  const overrides = { autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error' as const };
  return buildStationState(config, overrides, 42);
}

const answer = (medium: string) => JSON.stringify({ combinedResponse: { artistName: 'x', songTitle: 'y', albumArt: { artworkUrlMedium: medium, artworkUrlSmallest: '' } } });
const enrichRequests = () => server.requests.filter((r) => r.startsWith('/enrich/'));

describe('followEnrichment', () => {
  it("asks the service about each new track and shows the cover it returns", async () => {
    server.respond('/enrich/daft%20punk/one%20more%20time/42/json', answer('https://i.example/omt.jpg'));
    stop = followEnrichment(station(), $track, () => 900);
    setTrack('Daft Punk', 'One More Time');
    await vi.waitFor(() => expect($track.get().cover).toBe('https://i.example/omt.jpg'));
    expect(enrichRequests()).toEqual(['/enrich/daft%20punk/one%20more%20time/42/json?max_width=900&min_width=350']);
  });

  it('asks once per track, however often the track is reported', async () => {
    server.respond('/enrich/a/b/42/json', answer('https://i.example/ab.jpg'));
    stop = followEnrichment(station(), $track, () => 320);
    for (let i = 0; i < 5; i++) setTrack('A', 'B');
    await vi.waitFor(() => expect($track.get().cover).toBe('https://i.example/ab.jpg'));
    setTrack('A', 'B');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual(['/enrich/a/b/42/json?max_width=320&min_width=200']);
  });

  it('goes through the image proxy when it is on', async () => {
    server.respond('/enrich/a/b/42/json', answer('https://i.example/ab.jpg'));
    stop = followEnrichment(station({ proxy: true }), $track, () => 900);
    setTrack('A', 'B');
    await vi.waitFor(() => expect($track.get().cover).toBe('https://img.example/image?src=https%3A%2F%2Fi.example%2Fab.jpg&cb=1758240000000'));
  });

  it('asks nothing when artist and title are empty, or either normalises to nothing', async () => {
    stop = followEnrichment(station(), $track, () => 900);
    setTrack('', '');
    setTrack('', 'Station ID');
    setTrack('Artist', ' - ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual([]);
  });

  it('asks nothing for a track whose source brought a cover', async () => {
    stop = followEnrichment(station(), $track, () => 900);
    setTrack('A', 'B', 'https://np.example/cover.jpg');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual([]);
    expect($track.get().cover).toBe('https://np.example/cover.jpg');
  });

  it("drops an answer that arrives after the track changed", async () => {
    server.respond('/enrich/a/b/42/json', answer('https://i.example/ab.jpg'));
    stop = followEnrichment(station(), $track, () => 900);
    setTrack('A', 'B');
    setTrack('C', 'D'); // the service does not know this one: 404
    await vi.waitFor(() => expect(enrichRequests()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($track.get()).toEqual({ artist: 'C', title: 'D', cover: '' });
  });

  it('warns and keeps no cover when the service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLogLevel('warn');
    server.respond('/enrich/a/b/42/json', { status: 500, body: 'down' });
    stop = followEnrichment(station(), $track, () => 900);
    setTrack('A', 'B');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Track enrichment failed', expect.any(Error)));
    expect($track.get().cover).toBe('');
  });

  it('stops following the track after its teardown', async () => {
    stop = followEnrichment(station(), $track, () => 900);
    stop();
    setTrack('A', 'B');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual([]);
  });
});
