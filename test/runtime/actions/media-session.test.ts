// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedConfig } from '../support/embed-config';
import { playerFixture } from './player-fixture';

// The Media Session API, as Chromium exposes it: metadata, playbackState, action handlers.
const session = { metadata: null as unknown, playbackState: 'none', handlers: {} as Record<string, () => void> };
class FakeMediaMetadata {
  constructor(init: object) {
    Object.assign(this, init);
  }
}

let fixture: ReturnType<typeof playerFixture> | undefined;

// The fixture player's requests, as its buttons make them.
const play = (): void => fixture!.request.play();
beforeEach(() => {
  vi.stubGlobal('MediaMetadata', FakeMediaMetadata);
  Object.defineProperty(navigator, 'mediaSession', {
    configurable: true,
    value: { ...session, setActionHandler: (action: string, handler: () => void) => (session.handlers[action] = handler) },
  });
});
afterEach(() => {
  fixture?.teardown();
  vi.unstubAllGlobals();
});

describe('Media Session (lock screens, headset buttons)', () => {
  it('describes the station, then the track, and its buttons stop and restart the live stream', async () => {
    const config = embedConfig({ title: 'Radio 42' });
    config.station.logo = 'https://s.example/logo.png';
    fixture = playerFixture({ config });
    await fixture.ready();
    const media = navigator.mediaSession as unknown as typeof session;
    expect(media.metadata).toBeNull(); // nothing before the first audio

    play();
    fixture.startPlaying();
    await vi.waitFor(() => expect(media.metadata).toMatchObject({ title: 'Radio 42', album: 'Radio 42' }));
    expect(media.metadata).toMatchObject({ artwork: [{ src: 'https://s.example/logo.png' }] });
    expect(media.playbackState).toBe('playing');

    fixture!.handle.stores.track.set({ artist: 'Artist One', title: 'Song Two', cover: 'https://img.example/c.jpg' });
    expect(media.metadata).toMatchObject({ title: 'Song Two', artist: 'Artist One', artwork: [{ src: 'https://img.example/c.jpg' }] });

    // Live radio has no pause: the pause button stops, ending the connection…
    session.handlers.pause!();
    expect(fixture.src()).toBeNull();
    expect(fixture!.handle.stores.playback.get()).toMatchObject({ playStream: false, playing: false });
    expect(media.playbackState).toBe('paused');
    // …and play connects afresh, at the live edge.
    fixture.play.mockClear();
    session.handlers.play!();
    expect(fixture.src()).toContain('https://stream.example/live.mp3');
    expect(fixture.play).toHaveBeenCalledOnce();
    session.handlers.stop!();
    expect(fixture.src()).toBeNull();
  });
});
