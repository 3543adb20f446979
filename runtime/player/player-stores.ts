import type { WritableAtom } from 'nanostores';
import { $adPlayback } from '../features/ads/ad-playback';
import { $autoplay } from '../stores/autoplay';
import { $connection } from '../stores/connection';
import { $overrides } from '../stores/overrides';
import { $playback } from '../stores/playback';
import {
  $privacyCache,
  $privacyNotice,
  $privacyNoticesView,
  $privacyStatus,
  $privacyStrings,
  $usPrivacyMode,
} from '../stores/privacy';
import { $station } from '../stores/station';
import { $track } from '../stores/track';

/**
 * Every store the player and its first-load faces write. They stay module atoms (the engine, the
 * lazy bodies and the components import them, and one page has one player), owned by the player:
 * `destroy()` puts each back as the player found it. A lazy body's own stores are put back by its
 * teardown (the ads' break state). `$autoplay` is written by the engine chunk and read by the
 * preloader (the Play button).
 */
export const PLAYER_STORES: WritableAtom<unknown>[] = [
  $station,
  $overrides,
  $playback,
  $connection,
  $track,
  $usPrivacyMode,
  $privacyStrings,
  $privacyStatus,
  $privacyCache,
  $privacyNotice,
  $privacyNoticesView,
  $adPlayback,
  $autoplay,
] as never;
