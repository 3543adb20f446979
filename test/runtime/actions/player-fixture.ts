import type { EmbedConfig } from '../../../runtime/config/embed-config';
import type { Feature } from '../../../runtime/player/types';
import { embedConfig } from '../support/embed-config';
import { fakeMedia } from '../support/fake-media';
import { resetLogLevel } from '../support/reset';
import { testPlayer } from '../support/test-player';

/**
 * A fresh player (with only `features`) on a fake <audio> inside a player element, as
 * StreamElement mounts it, with the station of `config` and the query `search`. `ready()` loads
 * the engine chunk; `request` is the player's request pipeline (play, stop, mute, volume).
 */
export function playerFixture({
  config = embedConfig(),
  search = '',
  features = [],
}: { config?: EmbedConfig; search?: string; features?: readonly Feature[] } = {}) {
  resetLogLevel();
  const handle = testPlayer(config, { search, features });
  const fake = fakeMedia();
  const player = document.createElement('main');
  player.append(fake.media);
  document.body.append(player);
  handle.attachMedia(fake.media);
  return {
    ...fake,
    /** The player element (where the listener's intent shows). */
    player,
    /** The player object. */
    handle,
    request: handle.request,
    currentEngine: handle.session.currentEngine,
    ready: () => handle.session.loadEngine(),
    src: () => fake.media.getAttribute('src'),
    /** A media error as the browser reports it (the server is gone: 404, connection refused). */
    failMedia() {
      Object.defineProperty(fake.media, 'error', { configurable: true, get: () => ({ code: 4, message: 'gone' }) });
      fake.fire('error');
    },
    teardown() {
      handle.destroy();
      player.remove();
    },
  };
}
