import { EN_PLAYER } from '../../i18n/locales/en/player';
import { EN_RECENT } from '../words';
import { EN_SHARE } from '../../social/public/share-words';
import { words } from '../../i18n/words';
import type { StationState } from '../../../stores/station';
import { OverlayShell } from '../../../ui/overlay/OverlayShell';
import type { Played } from '../played-list';
import { RecentCover } from './RecentCover';
import { addRecentStyle } from './recent-style';

export interface RecentOverlayProps {
  station: StationState;
  /** What this listener heard, newest first (../session-played.ts). */
  played: readonly Played[];
  onClose: () => void;
}

const timeOf = (at: number): string => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * "Recently played": the tracks this listener heard, newest first, each with the time it began
 * and its cover (the one shown then: from the browser's cache, through the image proxy when it
 * is on; the note when it has none or it fails: ./RecentCover.tsx). A modal dialog over the player, as the share overlay is: Back closes it, so does
 * Escape; focus stays inside and returns to the button. It asks nobody anything.
 */
export function RecentOverlay({ station, played, onClose }: RecentOverlayProps) {
  const t = words({ ...EN_PLAYER, ...EN_SHARE, ...EN_RECENT });
  addRecentStyle(document);
  return (
    <OverlayShell title={t.recentlyPlayed} titleId="re-recent-title" back={t.back} className="re-recent" onClose={onClose}>
      {played.length ? (
        <ol className="re-recent-list">
          {played.map((track) => (
            <li key={`${track.at}`} className="re-recent-item">
              <RecentCover cover={track.cover} station={station} />
              <span className="re-recent-text">
                {/* dir="auto": a Latin title in a right-to-left player reads left to right, cut at its end. */}
                <span className="re-recent-title" dir="auto">
                  {track.title || track.artist}
                </span>
                {track.title && track.artist && (
                  <span className="re-recent-artist" dir="auto">
                    {track.artist}
                  </span>
                )}
              </span>
              {/* Isolated in its own direction: "12:00 PM" stays in that order in a right-to-left player. */}
              <time className="re-recent-time" dir="auto" dateTime={new Date(track.at).toISOString()}>
                {timeOf(track.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="re-recent-empty">{t.nothingPlayed}</p>
      )}
    </OverlayShell>
  );
}
