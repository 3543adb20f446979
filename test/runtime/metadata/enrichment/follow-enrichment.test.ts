// The enrichment against a real HTTP server on loopback standing in for the music-metadata service.
import { describe, expect, it, vi } from 'vitest';
import { setLogLevel } from '../../../../runtime/lib/logger';
import { followEnrichment } from '../../../../runtime/features/metadata/enrichment/follow-enrichment';
import { trackReporter, type ReportTrack } from '../../../../runtime/features/metadata/set-track';
import { stubServerPerFile } from '../support/stub-server-per-file';
import { testStation } from '../support/test-station';

const env = stubServerPerFile();
const setTrack: ReportTrack = (...track) => trackReporter(env.track)(...track);

const station = () =>
  testStation((config) => {
    config.data.enrichment = `${env.server.url}/enrich`;
    config.buildTime = 1758240000000;
  });

const answer = (medium: string) => JSON.stringify({ combinedResponse: { artistName: 'x', songTitle: 'y', albumArt: { artworkUrlMedium: medium, artworkUrlSmallest: '' } } });
const enrichRequests = () => env.server.requests.filter((r) => r.startsWith('/enrich/'));

describe('followEnrichment', () => {
  it("asks the service about each new track and shows the cover it returns", async () => {
    env.server.respond('/enrich/daft%20punk/one%20more%20time/42/json', answer('https://i.example/omt.jpg'));
    env.stop = followEnrichment(station(), env.track, () => 900);
    setTrack('Daft Punk', 'One More Time');
    await vi.waitFor(() => expect(env.track.get().cover).toBe('https://i.example/omt.jpg'));
    expect(enrichRequests()).toEqual(['/enrich/daft%20punk/one%20more%20time/42/json?max_width=900&min_width=350']);
  });

  it('asks once per track, however often the track is reported', async () => {
    env.server.respond('/enrich/a/b/42/json', answer('https://i.example/ab.jpg'));
    env.stop = followEnrichment(station(), env.track, () => 320);
    for (let i = 0; i < 5; i++) setTrack('A', 'B');
    await vi.waitFor(() => expect(env.track.get().cover).toBe('https://i.example/ab.jpg'));
    setTrack('A', 'B');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual(['/enrich/a/b/42/json?max_width=320&min_width=200']);
  });

  it('asks nothing when artist and title are empty, or either normalises to nothing', async () => {
    env.stop = followEnrichment(station(), env.track, () => 900);
    setTrack('', '');
    setTrack('', 'Station ID');
    setTrack('Artist', ' - ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual([]);
  });

  it('asks nothing for a track whose source brought a cover', async () => {
    env.stop = followEnrichment(station(), env.track, () => 900);
    setTrack('A', 'B', 'https://np.example/cover.jpg');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual([]);
    expect(env.track.get().cover).toBe('https://np.example/cover.jpg');
  });

  it("drops an answer that arrives after the track changed", async () => {
    env.server.respond('/enrich/a/b/42/json', answer('https://i.example/ab.jpg'));
    env.stop = followEnrichment(station(), env.track, () => 900);
    setTrack('A', 'B');
    setTrack('C', 'D'); // the service does not know this one: 404
    await vi.waitFor(() => expect(enrichRequests()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(env.track.get()).toEqual({ artist: 'C', title: 'D', cover: '' });
  });

  it('warns and keeps no cover when the service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLogLevel('warn');
    env.server.respond('/enrich/a/b/42/json', { status: 500, body: 'down' });
    env.stop = followEnrichment(station(), env.track, () => 900);
    setTrack('A', 'B');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Track enrichment failed', expect.any(Error)));
    expect(env.track.get().cover).toBe('');
  });

  it('stops following the track after its teardown', async () => {
    env.stop = followEnrichment(station(), env.track, () => 900);
    env.stop();
    setTrack('A', 'B');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enrichRequests()).toEqual([]);
  });
});
