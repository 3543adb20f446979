import { atom, type MapStore, type ReadableAtom } from 'nanostores';
import type { PlaybackState } from '../../stores/playback';
import type { TrackInfo } from '../../stores/track';
import { adBreakOfTrack, type AdBreakSignal } from './ad-break-signal';
import type { AdBreakState } from './ad-state';
import { companionFromUrl, type CompanionView } from './companion';

const EMPTY: TrackInfo = { artist: '', title: '', cover: '' };
const isTrack = (track: TrackInfo): boolean => !!(track.artist || track.title);
const isClear = (track: TrackInfo): boolean => !isTrack(track) && !track.cover;

/** Starts and ends ad breaks on the player's track line (spec §4); one per player. */
export interface AdBreaks {
  /** The break under way (null outside breaks), for the companion slot. */
  current: ReadableAtom<AdBreakState | null>;
  /**
   * A break begins: the track line is cleared ("track info is cleared") and the companion, if
   * any, shows. `shown` is the track to bring back afterwards (default: the one in the line now).
   * A pre-roll outranks a break the stream announces meanwhile.
   */
  begin(source: AdBreakState['source'], companion: CompanionView | null, shown?: TrackInfo): void;
  /**
   * The break ends: the companion goes and the track line comes back — the cleared track, unless
   * `restore` is false (a new track's metadata ended the break; it is already in the line).
   */
  end(source: AdBreakState['source'], restore?: boolean): void;
  /**
   * Follows the stream's metadata for ad breaks (docs/ads.md "In-stream ad breaks"): a marker
   * title while the stream plays starts a break with its companion; the next real track, the
   * break's `duration` or a stop ends it. A marker is never shown as a track. Returns the teardown.
   */
  follow(mobile: () => boolean): () => void;
}

/** The player's stores, handed in (tests give their own). */
export interface AdBreakStores {
  track: MapStore<TrackInfo>;
  playback: MapStore<PlaybackState>;
}

export function createAdBreaks({ track: $track, playback: $playback }: AdBreakStores): AdBreaks {
  const $adBreak = atom<AdBreakState | null>(null);
  /** The track the break cleared, shown again when the break ends. */
  let saved: TrackInfo | null = null;

  function begin(source: AdBreakState['source'], companion: CompanionView | null, shown = $track.get()): void {
    const current = $adBreak.get();
    if (current?.source === 'preroll' && source === 'stream') return;
    if (!current) saved = isTrack(shown) && !adBreakOfTrack(shown) ? { ...shown } : null;
    $adBreak.set({ source, companion });
    if (!isClear($track.get())) $track.set(EMPTY);
  }

  function end(source: AdBreakState['source'], restore = true): void {
    if ($adBreak.get()?.source !== source) return;
    $adBreak.set(null);
    if (restore && saved && isClear($track.get())) $track.set(saved);
    saved = null;
  }

  function follow(mobile: () => boolean): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The last real track: the announcement has already replaced it in the store when it arrives.
    let last: TrackInfo = $track.get();

    function streamBreak(signal: AdBreakSignal): void {
      const current = $adBreak.get();
      const url = signal.companionUrl;
      // A poll repeating the same announcement changes nothing (no companion reload).
      if (current?.source === 'stream' && (current.companion?.src ?? '') === url) return;
      const fresh = !current;
      begin('stream', url ? companionFromUrl(url, mobile()) : null, last);
      if (fresh && signal.durationS > 0 && $adBreak.get()?.source === 'stream') {
        clearTimeout(timer);
        timer = setTimeout(() => end('stream'), signal.durationS * 1000);
      }
    }

    function onTrack(track: TrackInfo): void {
      const signal = adBreakOfTrack(track);
      const current = $adBreak.get();
      if (signal) {
        // Announced while stopped, or during the pre-roll: not a track, and no break of the stream's.
        if ($playback.get().playing && current?.source !== 'preroll') streamBreak(signal);
        if (!isClear($track.get())) $track.set(EMPTY);
        return;
      }
      if (isTrack(track)) last = { ...track };
      if (current && isTrack(track)) {
        if (current.source === 'stream') {
          clearTimeout(timer);
          end('stream', false);
        } else {
          // Metadata during the pre-roll: the listener sees it once the ad is over.
          saved = { ...track };
          $track.set(EMPTY);
        }
      } else if (current && !isClear(track)) {
        // A cover that arrived late for the announcement.
        $track.set(EMPTY);
      }
    }

    const unlistenTrack = $track.listen(onTrack);
    const unlistenPlayback = $playback.listen(({ playing }) => {
      if (playing || $adBreak.get()?.source !== 'stream') return;
      clearTimeout(timer);
      end('stream');
    });
    onTrack($track.get());
    return () => {
      clearTimeout(timer);
      unlistenTrack();
      unlistenPlayback();
      end('stream');
    };
  }

  return { current: $adBreak, begin, end, follow };
}
