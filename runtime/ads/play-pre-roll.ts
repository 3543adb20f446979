import type { EmbedConfig } from '../config/embed-config';
import { $connection } from '../stores/connection';
import { $playback } from '../stores/playback';
import { runPreRoll } from './pre-roll';

/**
 * The first Play's pre-roll, as runtime/boot/ads.ts runs it: the listener's Stop (the app state
 * leaving "play") ends it. Resolves true when the stream should start now; false when the listener
 * stopped meanwhile — then the connection the Play announced is marked as not made.
 */
export async function playPreRoll(config: EmbedConfig): Promise<boolean> {
  const controller = new AbortController();
  const unlisten = $playback.listen(({ playStream }) => {
    if (!playStream) controller.abort();
  });
  await runPreRoll(config, { signal: controller.signal });
  unlisten();
  if ($playback.get().playStream) return true;
  $connection.set('OFFLINE');
  return false;
}
