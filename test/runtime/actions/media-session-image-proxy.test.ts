// @vitest-environment happy-dom
// The lock screen's artwork is a third-party image too: through the image proxy when it is on.
import { afterEach, expect, it, vi } from 'vitest';
import { embedConfig } from '../support/embed-config';
import { playerFixture } from './player-fixture';

class FakeMediaMetadata {
  constructor(init: object) {
    Object.assign(this, init);
  }
}
let fixture: ReturnType<typeof playerFixture> | undefined;

// The fixture player's requests, as its buttons make them.
const play = (): void => fixture!.request.play();
afterEach(() => {
  fixture?.teardown();
  vi.unstubAllGlobals();
});

it('shows the logo, then the cover, through the image proxy', async () => {
  vi.stubGlobal('MediaMetadata', FakeMediaMetadata);
  const session = { metadata: null as { artwork?: { src: string }[] } | null, playbackState: 'none', setActionHandler() {} };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  const config = embedConfig({ title: 'Radio 42' });
  config.station.logo = 'https://s.example/logo.png';
  config.services.imageProxy = { url: 'https://img.example', enabled: true };
  config.buildTime = 7;
  fixture = playerFixture({ config });
  await fixture.ready();
  play();
  fixture.startPlaying();
  await vi.waitFor(() => expect(session.metadata?.artwork).toEqual([{ src: 'https://img.example/image?src=https%3A%2F%2Fs.example%2Flogo.png&cb=7' }]));
  fixture.handle.stores.track.set({ artist: 'A', title: 'B', cover: 'https://np.example/c.jpg' });
  expect(session.metadata?.artwork).toEqual([{ src: 'https://img.example/image?src=https%3A%2F%2Fnp.example%2Fc.jpg&cb=7' }]);
});
