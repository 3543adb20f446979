import { play, stop } from '../actions/playback';
import { setVolume, toggleSound } from '../actions/volume';
import type { EmbedConfig } from '../config/embed-config';
import { $playback } from '../stores/playback';
import type { ListenerRequests } from './requests';

/** The controls' own request path (runtime/actions/), as the listening features ask for it. */
export const controlRequests: ListenerRequests = { play, stop, toggleMute: toggleSound, setVolume };

/**
 * The first-load face of the listening features (issue 20), kept to a few lines since every
 * page pays for it: each body is a lazy chunk in its own folder, loaded on its first relevant
 * moment. On the first Play: one player at a time. Returns the teardown.
 */
export function startListening(_config: EmbedConfig, win: Window = window): () => void {
  let live = true;
  const stops: (() => void)[] = [];
  const onPlay = $playback.listen(({ playStream }) => {
    if (!playStream) return;
    onPlay();
    void import('./only-one/body').then((body) => live && stops.push(body.startOnlyOne(win, $playback, controlRequests)));
  });
  return () => {
    live = false;
    onPlay();
    stops.forEach((stop) => stop());
  };
}
