import { useEffect } from 'preact/hooks';
import { startMetadata } from '../metadata/start-metadata';
import { showsSocial } from '../social/shows-social';
import { $station } from '../stores/station';
import { Artwork } from './art/Artwork';
import { ConnectionStatus } from './ConnectionStatus';
import { Controls } from './controls/Controls';
import { NotConfigured } from './NotConfigured';
import { LazyPrivacyNotices } from './privacy/LazyPrivacyNotices';
import { ShareButton } from './social/ShareButton';
import { StreamElement } from './StreamElement';
import { TrackLine } from './TrackLine';
import { useStore } from './use-store';

/**
 * The player screen (spec §2), top to bottom: background and broadcast area (art, title, track
 * line), stream element, controls, social block and privacy notices. Colour scheme: Dark, or
 * Light with `ui.scheme` "Light" (player.css).
 */
export function Player() {
  const station = useStore($station);
  useEffect(() => (station ? startMetadata(station) : undefined), [station]);
  if (!station) return <NotConfigured />;
  const { ui } = station.config;
  return (
    // `re-dark` / `re-light` (player.css styles re-light; a station's CSS may style its own scheme).
    <main className={`re-player re-${ui.scheme}`.toLowerCase()}>
      <div className="re-broadcast">
        {station.allowAlbumData && <Artwork defaultArt={ui.defaultAlbumArt} />}
        {station.title && <h1 className="re-title">{station.title}</h1>}
        {ui.toggleMetadata && <TrackLine />}
      </div>
      <StreamElement />
      <Controls showVolume={station.showVolume} />
      <ConnectionStatus />
      <div className="re-extras">
        {showsSocial(station) && <ShareButton station={station} />}
        <LazyPrivacyNotices />
      </div>
    </main>
  );
}
