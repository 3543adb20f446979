import type { EmbedConfig } from '../config/embed-config';
import type { StreamSelection } from '../streams/select-stream';

/**
 * The station the player shows (spec §3 "Player state: station"), derived once at start: a
 * player's `stores.station`, null when the player is not configured.
 */
export interface StationState {
  /** The config's `sid`: authoritative over the route's id. */
  stationId: number;
  /** The id the address's path named (spec §2); 0 when it named none. */
  routeId: number;
  title: string;
  /**
   * Spec §3 station `details`: the station's own record as configured (sid, title, name, code,
   * logo, logoLink), for the parts and the station's custom JS that read more than the fields above
   * (the short `name` is Nielsen's provider). A copy: the player never writes it.
   */
  details: Readonly<EmbedConfig['station']>;
  code: string;
  logo: string;
  /** The station website (config `logoLink`); empty when absent. */
  link: string;
  /** Seconds to keep trying to connect (ui.maxConnect, default 60); for reconnects (issue 3). */
  maxConnectTime: number;
  enrichmentUrl: string;
  /** False when the operator disabled album art. */
  allowAlbumData: boolean;
  /** The chosen stream and its fallbacks; null when nothing is playable. */
  stream: StreamSelection | null;
  /** The colour scheme shown: `theme=` or `ui.scheme`, lower-cased (`dark`, `light` or `auto`). */
  scheme: string;
  /** Volume slider visible: `show_volume=1` or a Volume entry in `ui.flower`. */
  showVolume: boolean;
  /** Social block allowed: not hidden by `no_social=1` (issue 4 adds "and a feature exists"). */
  showSocial: boolean;
  /** The whole inlined config, for the parts other layers read (tracking, social, privacy…). */
  config: EmbedConfig;
}
