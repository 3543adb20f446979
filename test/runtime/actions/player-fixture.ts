import { connectStreamElement, loadEngine } from '../../../runtime/actions/engine-session';
import { buildStationState } from '../../../runtime/actions/station-state';
import { resetStreamParams } from '../../../runtime/actions/stream-url-for';
import { parseQueryOverrides } from '../../../runtime/config/query-overrides';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { $autoplay } from '../../../runtime/stores/autoplay';
import { $overrides } from '../../../runtime/stores/overrides';
import { $station } from '../../../runtime/stores/station';
import { embedConfig } from '../support/embed-config';
import { fakeMedia } from '../support/fake-media';
import { resetStores } from '../support/reset';

/**
 * The player's actions and engine on a fake <audio> inside a player element, as StreamElement
 * mounts it, with the station of `config` and the query `search`. `ready()` loads the engine chunk.
 */
export function playerFixture({ config = embedConfig(), search = '' }: { config?: EmbedConfig; search?: string } = {}) {
  resetStores();
  resetStreamParams();
  $autoplay.set('not_attempted');
  const { overrides } = parseQueryOverrides(search);
  $overrides.set(overrides);
  $station.set(buildStationState(config, overrides, config.station.sid));
  const fake = fakeMedia();
  const player = document.createElement('main');
  player.append(fake.media);
  document.body.append(player);
  const disconnect = connectStreamElement(fake.media);
  return {
    ...fake,
    player,
    ready: () => loadEngine(),
    src: () => fake.media.getAttribute('src'),
    /** A media error as the browser reports it (the server is gone: 404, connection refused). */
    failMedia() {
      Object.defineProperty(fake.media, 'error', { configurable: true, get: () => ({ code: 4, message: 'gone' }) });
      fake.fire('error');
    },
    teardown() {
      disconnect();
      player.remove();
    },
  };
}
