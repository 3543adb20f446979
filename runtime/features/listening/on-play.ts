// Loaded on the first Play (./face.ts): what matters only once the listener has played.
import type { EmbedConfig } from '../../config/embed-config';
import type { Player, Teardown } from '../../player/types';
import { followOffAir } from './off-air/body';
import { startOnlyOne } from './only-one/body';

/**
 * One player at a time (unless the address opts out), off air where the station has
 * `ui.offAirText` (the first Play's failure is the first it can see), and "Are You There?" where
 * it has `ui.inactivityMinutes` (its own chunk, loaded now). Returns the teardown.
 */
export function startOnPlay(player: Player, { ui }: EmbedConfig): Teardown {
  let live = true;
  const { playback, connection, offAir } = player.stores;
  const stops = [startOnlyOne(player.env.window, playback, player.request)];
  if (ui.offAirText) stops.push(followOffAir(connection, offAir));
  if (ui.inactivityMinutes > 0)
    void import('./inactivity/body').then(
      (body) => live && stops.push(body.startInactivity(player.env.document, ui.inactivityMinutes, playback, player.request)),
      (error: unknown) => player.env.log.error('Unable to load the inactivity prompt', error),
    );
  return () => {
    live = false;
    stops.forEach((stop) => stop());
  };
}
