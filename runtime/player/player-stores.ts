import { atom, map, type MapStore, type WritableAtom } from 'nanostores';
import type { ComponentType } from 'react';
import type { AutoplayState } from '../engine/autoplay';
import type { AdPlaybackState } from '../features/ads/ad-playback';
import type { PrivacyCache } from '../features/privacy/cache';
import type { UsPrivacyMode } from '../features/privacy/public/mode';
import type { QueryOverrides } from '../config/query-overrides';
import type { Connection } from '../stores/connection';
import { type ConnectionStatus, deriveConnectionStatus } from '../stores/connection-status';
import { NO_OVERRIDES } from '../stores/overrides';
import { DEFAULT_VOLUME, type PlaybackState } from '../stores/playback';
import { derivePlayerState, type DerivedStore, type PlayerState } from '../stores/player-state';
import type { PrivacyNoticeState, PrivacyStatus, PrivacyStrings } from '../stores/privacy';
import type { StationState } from '../stores/station';
import { noTrack, type TrackInfo } from '../stores/track';

/**
 * One player's stores (`player.stores`): what the player shows and the engine reports. Made
 * afresh by each `createPlayer`, so two players (two embeds on one page, one station after the
 * other in the build's prerender, two tests) share nothing. Components read them through
 * `usePlayer().stores`, the rest receives the player or its stores.
 */
export interface PlayerStores {
  station: WritableAtom<StationState | null>;
  overrides: WritableAtom<QueryOverrides>;
  playback: MapStore<PlaybackState>;
  connection: WritableAtom<Connection>;
  track: MapStore<TrackInfo>;
  /**
   * Spec §4 "Autoplay": not_attempted, attempted, then success or failed. Written by the engine's
   * bindings; the preloader (the Play button, busy) shows until it settles when autoplay is asked for.
   */
  autoplay: WritableAtom<AutoplayState>;
  /**
   * The listener's US privacy mode. Starts UNRESOLVED (spec §4); written only by the privacy
   * layer. Everything that sells or shares data waits on it through `privacy/consent-gate`.
   */
  usPrivacyMode: WritableAtom<UsPrivacyMode>;
  /** The privacy strings every outgoing request carries (stream URL, cookie sync, ads). */
  privacyStrings: WritableAtom<PrivacyStrings>;
  privacyStatus: WritableAtom<PrivacyStatus>;
  /** The stored privacy cache (spec §3), null until the privacy code has loaded it. */
  privacyCache: WritableAtom<PrivacyCache | null>;
  privacyNotice: WritableAtom<PrivacyNoticeState>;
  /**
   * The notices, bound to the station, once the privacy chunk has loaded (set by its
   * `startPrivacy`); null before that and always for a station with privacy off. The player's
   * `LazyPrivacyNotices` renders it, so the always-loaded code holds no notice code of its own.
   */
  privacyNoticesView: WritableAtom<ComponentType | null>;
  /** The player's own TCF consent dialog and its "Privacy" control, once its chunk has loaded (features/eu-consent). */
  consentNoticeView: WritableAtom<ComponentType | null>;
  adPlayback: WritableAtom<AdPlaybackState | null>;
  /**
   * Off air (issue 20 §5): the stream was down at start, the connection failed after a Play
   * without ever having played. The status line then says the station's `ui.offAirText`.
   * Written by the listening feature (off-air/body.ts), for stations with that text.
   */
  offAir: WritableAtom<boolean>;
  /** The spec's player state, read from `connection` and `playback`. */
  playerState: DerivedStore<PlayerState>;
  /** The spec's connection status (CONNECTED, CONNECTING, CONNECT_FAILED, OFFLINE), read from `connection`. */
  connectionStatus: DerivedStore<ConnectionStatus>;
}

/** A fresh set of stores for one player, each at its start value. */
export function createPlayerStores(): PlayerStores {
  const playback = map<PlaybackState>({ playStream: false, playing: false, muted: false, volume: DEFAULT_VOLUME });
  const connection = atom<Connection>('idle');
  return {
    station: atom<StationState | null>(null),
    overrides: atom(NO_OVERRIDES),
    playback,
    connection,
    track: map(noTrack()),
    autoplay: atom<AutoplayState>('not_attempted'),
    // The mode's name, typed by it: the player imports no feature's values (docs/architecture.md "Layers").
    usPrivacyMode: atom<UsPrivacyMode>('UNRESOLVED'),
    privacyStrings: atom<PrivacyStrings>({ usPrivacy: '', gpp: '' }),
    privacyStatus: atom<PrivacyStatus>('idle'),
    privacyCache: atom<PrivacyCache | null>(null),
    privacyNotice: atom<PrivacyNoticeState>({ explicit: false, inline: 'hidden', gpc: false }),
    privacyNoticesView: atom<ComponentType | null>(null),
    consentNoticeView: atom<ComponentType | null>(null),
    adPlayback: atom<AdPlaybackState | null>(null),
    offAir: atom(false),
    playerState: derivePlayerState(connection, playback),
    connectionStatus: deriveConnectionStatus(connection),
  };
}
