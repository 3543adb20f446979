import { usePlayer } from '../player/context';
import type { Feature } from '../player/types';
import { useStore } from '../lib/use-store';
import { Artwork } from './art/Artwork';
import { ConnectionStatus } from './ConnectionStatus';
import { Controls } from './controls/Controls';
import { NotConfigured } from './NotConfigured';
import { StreamElement } from './StreamElement';
import { TrackLine } from './TrackLine';

/**
 * The player screen (spec §2), in the spec's order: background and broadcast area (art, title,
 * track line, and the connection status under it), stream element, then one bar holding the
 * controls and then the slot that `features` fill (the registry's: "Recently played", Listening
 * options, the social block, the privacy notices), each feature's `bar` in the registry's order,
 * so Share and the privacy control always sit with Play and Mute. The shell knows no feature:
 * the entries hand it the list. Colour scheme: Dark, or Light with `ui.scheme` "Light"; `?theme=`
 * overrides it. The layout for every frame size is CSS only (player.css).
 */
export function Player({ features }: { features: readonly Feature[] }) {
  const { station, stores } = usePlayer();
  // The spec's player state (§4) on the root, for the layout's and the station's own CSS.
  const state = useStore(stores.playerState);
  if (!station) return <NotConfigured />;
  const { ui } = station.config;
  // The accent through the theming API's own property (docs/theming.md), and the build's black or
  // white for what is drawn on it (`--re-on-accent` still wins); unset, preact sets none.
  const accent = { '--re-accent': ui.accent, '--ink': ui.onAccent } as Record<string, string>;
  return (
    // `re-dark`, `re-light` or `re-auto` (player.css: re-auto is re-light where the system is light).
    <main className={`re-player re-${station.scheme}`} style={accent} data-player-state={state}>
      <div className="re-broadcast">
        {station.allowAlbumData && <Artwork defaultArt={ui.defaultAlbumArt} />}
        {station.title && (
          <h1 className="re-title" dir="auto" title={station.title}>
            {station.title}
          </h1>
        )}
        {ui.toggleMetadata && <TrackLine />}
        <ConnectionStatus />
      </div>
      <StreamElement />
      <div className="re-bar">
        <Controls showVolume={station.showVolume} />
        {features.map(({ bar: Part }) => Part && <Part station={station} />)}
      </div>
    </main>
  );
}
