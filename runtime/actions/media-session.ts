import type { PlayerRequests } from '../player/types';
import type { PlayerStores } from '../player/player-stores';
import { stationImage } from '../config/image-proxy';

const ACTIONS = ['play', 'pause', 'stop'] as const;

/**
 * Lock screens, notification shades and headset buttons (the Media Session API), from the first
 * audio on: the track (else the station) as title and artist, its cover (else the station's
 * art) as artwork. Live radio cannot pause: the pause and stop buttons stop (ending the
 * connection) and play starts the live stream afresh, at its live edge, exactly as the buttons
 * do: through the player's own requests. Started once per engine (engine-bindings.ts); the
 * returned teardown, run when the player goes, unsubscribes and hands the buttons back.
 */
export function startMediaSession(
  request: Pick<PlayerRequests, 'play' | 'stop'>,
  { track: $track, station: $station, playback: $playback }: Pick<PlayerStores, 'track' | 'station' | 'playback'>,
): () => void {
  const session = globalThis.navigator?.mediaSession;
  if (!session || typeof MediaMetadata != 'function') return () => {};
  const describe = (): void => {
    const { title, artist, cover } = $track.get();
    const station = $station.get();
    const name = station?.title ?? '';
    const art = cover || station?.config.ui.defaultAlbumArt || station?.logo;
    session.metadata = new MediaMetadata({
      title: title || name,
      artist,
      album: name,
      artwork: art ? [{ src: stationImage(art, station) }] : [],
    });
  };
  const unsubscribe = [
    $track.subscribe(describe),
    $playback.subscribe(({ playing }) => {
      session.playbackState = playing ? 'playing' : 'paused';
    }),
  ];
  // The Play and Stop buttons' own requests: one path, whoever asks.
  const handlers = { play: () => request.play(), pause: () => request.stop(), stop: () => request.stop() };
  for (const action of ACTIONS) session.setActionHandler(action, handlers[action]);
  return () => {
    for (const stop of unsubscribe) stop();
    for (const action of ACTIONS) session.setActionHandler(action, null);
    session.metadata = null;
    session.playbackState = 'none';
  };
}
