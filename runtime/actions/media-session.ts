import { $playback } from '../stores/playback';
import { $station } from '../stores/station';
import { $track } from '../stores/track';
import { play, stop } from './playback';

let started = false;

/**
 * Lock screens, notification shades and headset buttons (the Media Session API), from the first
 * audio on: the track (else the station) as title and artist, its cover (else the station's
 * art) as artwork. Live radio cannot pause: the pause and stop buttons stop (ending the
 * connection) and play starts the live stream afresh, at its live edge, exactly as the buttons
 * do. Once per page.
 */
export function startMediaSession(): void {
  const session = globalThis.navigator?.mediaSession;
  if (started || !session || typeof MediaMetadata != 'function') return;
  started = true;
  const describe = (): void => {
    const { title, artist, cover } = $track.get();
    const station = $station.get();
    const name = station?.title ?? '';
    const art = cover || station?.config.ui.defaultAlbumArt || station?.logo;
    session.metadata = new MediaMetadata({
      title: title || name,
      artist,
      album: name,
      artwork: art ? [{ src: art }] : [],
    });
  };
  $track.subscribe(describe);
  $playback.subscribe(({ playing }) => {
    session.playbackState = playing ? 'playing' : 'paused';
  });
  // The Play and Stop buttons' own requests (./playback.ts): one path, whoever asks.
  session.setActionHandler('play', play);
  session.setActionHandler('pause', stop);
  session.setActionHandler('stop', stop);
}
