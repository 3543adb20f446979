import { usePlayer } from '../../player/context';
import { EN_PLAYER } from '../../features/i18n/locales/en/player';
import { words } from '../../features/i18n/words';
import { useStore } from '../../lib/use-store';
import { Icon, PlayIcon, StopIcon } from './icons';

const RetryIcon = () => <Icon d="M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />;

/**
 * The control each connection state offers (docs/engine.md "What the listener sees"): "Stop"
 * while audio plays or buffers, while a dropped stream is being got back, and while the
 * pre-roll's ad plays (Stop then ends the ad, and no stream follows: docs/ads.md); "Try again"
 * once it failed; otherwise "Play" (again, if still connecting). Busy until audio comes. A press
 * does what the button says at that moment. Beside it the LIVE mark, shown while the stream is
 * on; its level bars move while audio plays. `data-state` on both is the connection state, for
 * the layout's styles. With `autoplay=1` the button is also the spec's preloader (§4): busy until
 * autoplay succeeds or fails (a page with an invalid player id shows no button at all).
 */
export function PlayButton() {
  const { request, stores } = usePlayer();
  const state = useStore(stores.connection);
  const ad = useStore(stores.adPlayback);
  // Once attempted, autoplay is `connecting` (busy below) until it settles.
  const preloading = useStore(stores.autoplay) === 'not_attempted' && stores.overrides.get().autoplay;
  const live = state === 'playing' || state === 'buffering';
  const stops = live || state === 'reconnecting' || !!ad?.started;
  const t = words(EN_PLAYER);
  return (
    <>
      <button
        type="button"
        className="re-btn re-btn--play"
        data-state={state}
        aria-label={stops ? t.stop : state === 'failed' ? t.tryAgain : t.play}
        aria-busy={preloading || state === 'buffering' || state === 'reconnecting' || (state === 'connecting' && !stops)}
        onClick={stops ? request.stop : request.play}
      >
        {stops ? <StopIcon /> : state === 'failed' ? <RetryIcon /> : <PlayIcon />}
      </button>
      {/* A word longer than LIVE (EN DIRECT, مباشر) goes without the bars, smaller (app-states.css). */}
      <span className="re-live" data-state={state} data-long={t.live.length > 4 || undefined} hidden={!live}>
        <i />
        <i />
        <i />
        {t.live}
      </span>
    </>
  );
}
