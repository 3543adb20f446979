// The pollers against a real HTTP server on loopback (standing in for Icecast and a now-playing
// endpoint): real fetch, real timers with a short interval.
import { describe, expect, it, vi } from 'vitest';
import { followIcecast } from '../../../runtime/features/metadata/icecast-source';
import { followNowPlaying } from '../../../runtime/features/metadata/nowplaying-source';
import { setLogLevel } from '../../../runtime/lib/logger';
import { trackReporter, type ReportTrack } from '../../../runtime/features/metadata/set-track';
import { stubServerPerFile } from './support/stub-server-per-file';

const env = stubServerPerFile();
const setTrack: ReportTrack = (...track) => trackReporter(env.track)(...track);

const icecastStatus = (title: string) =>
  JSON.stringify({ icestats: { source: [{ listenurl: 'http://127.0.0.1:8000/live.mp3', title, dummy: null }] } });
const STREAM = ['https://stream.example/live.mp3'];
const statusPolls = () => env.server.requests.filter((r) => r.startsWith('/status-json.xsl')).length;

describe('followIcecast', () => {
  it('shows the track at once, then follows each change', async () => {
    env.server.respond('/status-json.xsl', icecastStatus('Daft Punk - One More Time'));
    env.stop = followIcecast(`${env.server.url}/status-json.xsl`, 30, { streamUrls: STREAM }, setTrack);
    await vi.waitFor(() => expect(env.track.get()).toEqual({ artist: 'Daft Punk', title: 'One More Time', cover: '' }));
    env.server.respond('/status-json.xsl', icecastStatus('Air - La Femme d’Argent'));
    await vi.waitFor(() => expect(env.track.get().title).toBe('La Femme d’Argent'));
  });

  it('changes the store once per track, however often it polls', async () => {
    env.server.respond('/status-json.xsl', icecastStatus('A - B'));
    const changes = vi.fn();
    const unlisten = env.track.listen(changes);
    env.stop = followIcecast(`${env.server.url}/status-json.xsl`, 20, { streamUrls: STREAM }, setTrack);
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThanOrEqual(4));
    unlisten();
    expect(changes).toHaveBeenCalledOnce();
  });

  it('keeps the last good track through malformed JSON and HTTP errors, warning about the errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLogLevel('warn');
    env.server.respond('/status-json.xsl', icecastStatus('A - B'));
    env.stop = followIcecast(`${env.server.url}/status-json.xsl`, 20, { streamUrls: STREAM }, setTrack);
    await vi.waitFor(() => expect(env.track.get().title).toBe('B'));

    env.server.respond('/status-json.xsl', '{"icestats":{"source":[{"listen');
    const before = statusPolls();
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThan(before + 1));
    expect(env.track.get()).toMatchObject({ artist: 'A', title: 'B' });

    env.server.respond('/status-json.xsl', { status: 503, body: 'busy' });
    const later = statusPolls();
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThan(later + 1));
    expect(env.track.get()).toMatchObject({ artist: 'A', title: 'B' });
    expect(warn).toHaveBeenCalledWith('[radio-embed]', expect.stringContaining('Unable to read the now-playing track'), expect.any(Error));
  });

  it("clears the track when the stream's mount is gone", async () => {
    env.server.respond('/status-json.xsl', icecastStatus('A - B'));
    env.stop = followIcecast(`${env.server.url}/status-json.xsl`, 20, { streamUrls: STREAM }, setTrack);
    await vi.waitFor(() => expect(env.track.get().title).toBe('B'));
    env.server.respond('/status-json.xsl', JSON.stringify({ icestats: { admin: 'x' } }));
    await vi.waitFor(() => expect(env.track.get()).toEqual({ artist: '', title: '', cover: '' }));
  });

  it('makes no request after its teardown', async () => {
    env.server.respond('/status-json.xsl', icecastStatus('A - B'));
    env.stop = followIcecast(`${env.server.url}/status-json.xsl`, 20, { streamUrls: STREAM }, setTrack);
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThanOrEqual(2));
    env.stop();
    // A request already on the wire may still reach the server; after that, nothing (the interval
    // is 20 ms, so 150 ms would hold several).
    await new Promise((resolve) => setTimeout(resolve, 30));
    const count = statusPolls();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(statusPolls()).toBe(count);
  });
});

describe('followNowPlaying', () => {
  it('shows the first item, with the cover it brings', async () => {
    env.server.respond('/nowplaying', JSON.stringify({ items: [{ artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/fg.jpg' }] }));
    env.stop = followNowPlaying(`${env.server.url}/nowplaying`, 30, setTrack);
    await vi.waitFor(() => expect(env.track.get()).toEqual({ artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/fg.jpg' }));
  });

  it('ignores a cover that is not an http(s) URL', async () => {
    env.server.respond('/nowplaying', JSON.stringify({ items: [{ artist: 'A', title: 'B', cover: 'javascript:alert(1)' }] }));
    env.stop = followNowPlaying(`${env.server.url}/nowplaying`, 30, setTrack);
    await vi.waitFor(() => expect(env.track.get()).toEqual({ artist: 'A', title: 'B', cover: '' }));
  });

  it('keeps the last good track when the body is not a now-playing document', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    env.server.respond('/nowplaying', JSON.stringify([{ artist: 'A', title: 'B' }]));
    env.stop = followNowPlaying(`${env.server.url}/nowplaying`, 20, setTrack);
    await vi.waitFor(() => expect(env.track.get().title).toBe('B'));
    env.server.respond('/nowplaying', '<html>oops</html>');
    const before = env.server.requests.length;
    await vi.waitFor(() => expect(env.server.requests.length).toBeGreaterThan(before + 1));
    expect(env.track.get()).toMatchObject({ artist: 'A', title: 'B' });
  });
});
