import type { AudioEngine } from '../../engine/types';
import { lazy } from '../../lib/lazy';
import type { Feature } from '../../player/types';

const body = lazy(() => import('./body'));

/**
 * The now-playing track (`metadata` in station-config.md); none with `ui.toggleMetadata` off or
 * source "none". The feed is the lazy body (./body.ts). A `stream` station's track comes from its
 * engine, so the body loads with the engine (on the listener's first sign of intent) and nothing
 * extra loads before; the pollers start at once.
 */
export const metadata: Feature = {
  applies: ({ ui, metadata }) => ui.toggleMetadata && metadata.source !== 'none',
  start(player, config) {
    let live = true;
    let stop = (): void => {};
    const start = (engine?: AudioEngine): unknown =>
      body().then(
        (feed) => live && (stop = feed.startTrackFeed(player.station!, player.stores, engine, player.session.streamElement)),
        (error: unknown) => player.env.log.error('Unable to load the now-playing code', error),
      );
    if (config.metadata.source === 'stream') player.whenEngine(start);
    else start();
    return () => {
      live = false;
      stop();
    };
  },
};
