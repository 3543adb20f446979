// The pollers against a real HTTP server on loopback (standing in for Icecast and a now-playing
// endpoint): real fetch, real timers with a short interval.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { followIcecast } from '../../../runtime/metadata/icecast-source';
import { followNowPlaying } from '../../../runtime/metadata/nowplaying-source';
import { setLogLevel } from '../../../runtime/log/logger';
import { trackReporter } from '../../../runtime/metadata/set-track';
import { $track } from '../../../runtime/stores/track';
import { startStubServer, type StubServer } from './support/http-stub';

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

const icecastStatus = (title: string) =>
  JSON.stringify({ icestats: { source: [{ listenurl: 'http://127.0.0.1:8000/live.mp3', title, dummy: null }] } });
const STREAM = ['https://stream.example/live.mp3'];
const statusPolls = () => server.requests.filter((r) => r.startsWith('/status-json.xsl')).length;

describe('followIcecast', () => {
  it('shows the track at once, then follows each change', async () => {
    server.respond('/status-json.xsl', icecastStatus('Daft Punk - One More Time'));
    stop = followIcecast(`${server.url}/status-json.xsl`, 30, STREAM, setTrack);
    await vi.waitFor(() => expect($track.get()).toEqual({ artist: 'Daft Punk', title: 'One More Time', cover: '' }));
    server.respond('/status-json.xsl', icecastStatus('Air - La Femme d’Argent'));
    await vi.waitFor(() => expect($track.get().title).toBe('La Femme d’Argent'));
  });

  it('changes the store once per track, however often it polls', async () => {
    server.respond('/status-json.xsl', icecastStatus('A - B'));
    const changes = vi.fn();
    const unlisten = $track.listen(changes);
    stop = followIcecast(`${server.url}/status-json.xsl`, 20, STREAM, setTrack);
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThanOrEqual(4));
    unlisten();
    expect(changes).toHaveBeenCalledOnce();
  });

  it('keeps the last good track through malformed JSON and HTTP errors, warning about the errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLogLevel('warn');
    server.respond('/status-json.xsl', icecastStatus('A - B'));
    stop = followIcecast(`${server.url}/status-json.xsl`, 20, STREAM, setTrack);
    await vi.waitFor(() => expect($track.get().title).toBe('B'));

    server.respond('/status-json.xsl', '{"icestats":{"source":[{"listen');
    const before = statusPolls();
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThan(before + 1));
    expect($track.get()).toMatchObject({ artist: 'A', title: 'B' });

    server.respond('/status-json.xsl', { status: 503, body: 'busy' });
    const later = statusPolls();
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThan(later + 1));
    expect($track.get()).toMatchObject({ artist: 'A', title: 'B' });
    expect(warn).toHaveBeenCalledWith('[radio-embed]', expect.stringContaining('Unable to read the now-playing track'), expect.any(Error));
  });

  it("clears the track when the stream's mount is gone", async () => {
    server.respond('/status-json.xsl', icecastStatus('A - B'));
    stop = followIcecast(`${server.url}/status-json.xsl`, 20, STREAM, setTrack);
    await vi.waitFor(() => expect($track.get().title).toBe('B'));
    server.respond('/status-json.xsl', JSON.stringify({ icestats: { admin: 'x' } }));
    await vi.waitFor(() => expect($track.get()).toEqual({ artist: '', title: '', cover: '' }));
  });

  it('makes no request after its teardown', async () => {
    server.respond('/status-json.xsl', icecastStatus('A - B'));
    stop = followIcecast(`${server.url}/status-json.xsl`, 20, STREAM, setTrack);
    await vi.waitFor(() => expect(statusPolls()).toBeGreaterThanOrEqual(2));
    stop();
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
    server.respond('/nowplaying', JSON.stringify({ items: [{ artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/fg.jpg' }] }));
    stop = followNowPlaying(`${server.url}/nowplaying`, 30, setTrack);
    await vi.waitFor(() => expect($track.get()).toEqual({ artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/fg.jpg' }));
  });

  it('ignores a cover that is not an http(s) URL', async () => {
    server.respond('/nowplaying', JSON.stringify({ items: [{ artist: 'A', title: 'B', cover: 'javascript:alert(1)' }] }));
    stop = followNowPlaying(`${server.url}/nowplaying`, 30, setTrack);
    await vi.waitFor(() => expect($track.get()).toEqual({ artist: 'A', title: 'B', cover: '' }));
  });

  it('keeps the last good track when the body is not a now-playing document', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.respond('/nowplaying', JSON.stringify([{ artist: 'A', title: 'B' }]));
    stop = followNowPlaying(`${server.url}/nowplaying`, 20, setTrack);
    await vi.waitFor(() => expect($track.get().title).toBe('B'));
    server.respond('/nowplaying', '<html>oops</html>');
    const before = server.requests.length;
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(before + 1));
    expect($track.get()).toMatchObject({ artist: 'A', title: 'B' });
  });
});
