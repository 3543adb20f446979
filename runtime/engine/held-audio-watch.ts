import { log } from '../lib/logger';
import { HELD_AUDIO_LIMIT_S, HELD_AUDIO_PREFETCH_S, heldBehindPlayhead } from './held-audio';
import { loadHls } from './load-hls';
import type { Watch } from './watch';

/**
 * Watches the browser's own HLS player while it plays (where the station leaves the choice to
 * us and hls.js plays here): once it holds more than HELD_AUDIO_LIMIT_S already played
 * (./held-audio.ts), calls `onHoarding` once, and the engine hands the session to hls.js. The
 * listener hears a short gap once, not a tab that grows for hours. hls.js is fetched a little
 * before, so the gap is not its download.
 */
export function createHeldAudioWatch(media: HTMLMediaElement, onHoarding: () => void): Watch {
  let position = Number.NaN;
  const onTimeUpdate = (): void => {
    if (media.currentTime === position) return;
    position = media.currentTime;
    const held = heldBehindPlayhead(media);
    if (held > HELD_AUDIO_PREFETCH_S) loadHls().catch(() => {});
    if (held <= HELD_AUDIO_LIMIT_S) return;
    log.info(`The browser's HLS player holds ${Math.round(held)} s already played; playing on through hls.js`);
    watch.stop();
    onHoarding();
  };
  const watch: Watch = {
    start: () => media.addEventListener('timeupdate', onTimeUpdate),
    stop: () => media.removeEventListener('timeupdate', onTimeUpdate),
  };
  return watch;
}
