/**
 * The contract between the build (cli/) and the runtime: the JSON that the build inlines into
 * `dist/<id>/index.html` as `<script type="application/json" id="radio-embed-config">`.
 *
 * It is the validated station file (station-config.md) with every default filled in, less what
 * the build inlines elsewhere (the custom CSS/JS), plus the shared services and build facts.
 * Field names are the station contract's (spec §3), kept as they are.
 */

export type MetadataSource = 'stream' | 'icecast' | 'nowplaying' | 'none';

export interface EmbedStation {
  sid: number;
  title: string;
  name: string;
  code: string;
  /** Empty string when absent. */
  logo: string;
  /** The station website; empty string when absent (then the share overlay shows no link). */
  logoLink: string;
}

export interface EmbedStreams {
  /** Valid http(s) URLs only; a source the operator left empty or invalid is absent. */
  audioHls?: string;
  audioFlash?: string;
  audioHtml?: string;
  stream_id: number;
  /** Track-enrichment base URL; empty string when absent. */
  enrichment: string;
  /**
   * Absent or `auto`: the browser's own HLS player where it has one, unless it is seen keeping
   * every second played (then hls.js, remembered on the device); `native`: the browser's own
   * always; `hls.js`: hls.js in Chromium too (the stream's ID3 now-playing), never in Safari/iOS.
   */
  hlsPlayer?: 'auto' | 'native' | 'hls.js';
}

export interface EmbedMetadata {
  source: MetadataSource;
  url: string;
  intervalMs: number;
  /** `icecast`: the stream's mount on the Icecast server (`/live.mp3`); '' finds it from the stream URLs. */
  mount?: string;
}

export interface FlowerItem {
  /** Upper-cased control type: VOLUME, FACEBOOK, TWITTER, EMAIL, … */
  type: string;
}

export interface EmbedUi {
  scheme: string;
  /** A CSS colour the build has checked: the theming API's `--re-accent` (docs/theming.md). */
  accent?: string;
  background: string;
  defaultAlbumArt: string;
  disableAlbumArt: boolean;
  toggleMetadata: boolean;
  maxConnect: number;
  maxConnectAudio: number;
  flower: FlowerItem[];
}

export interface EmbedSocial {
  facebook: { appId: string; postMask: string; logo: string };
  twitter: { postMask: string };
  email: { subjectMask: string; bodyMask: string };
}

export interface EmbedTracking {
  google: { enabled: boolean; gacode: string };
  piwik: { enabled: boolean; domains: string[]; siteid: string };
  quantcast: { enabled: boolean; label: string; pcode: string };
  nielsen: { enabled: boolean; appid: string; sfcode: string };
}

export interface EmbedTargeting {
  wopd: { enabled: boolean; placement_id: string };
  a2x: { enabled: boolean };
}

export interface EmbedPrivacy {
  enabled: boolean;
  /** Upper-cased US state codes. */
  regions: string[];
  repromptAfterDays: number;
}

/**
 * `ads` (spec §3; docs/ads.md). Absent unless the station file has an `ads` section: then no ad
 * code loads. A '' URL turns that part off.
 */
export interface EmbedAds {
  /** The pre-roll: GET `{url}/getmediavast.php` (through `proxy` when set) before the first Play. */
  gateway: { url: string; proxy: string };
  /** An iframe banner of `layout` ("728x90") size, reloaded every `frequency` s (0 = never). */
  banner: { url: string; frequency: number; layout: string };
}

export interface EmbedServices {
  geo?: { url: string; v2: boolean };
  imageProxy?: { url: string; enabled: boolean };
  userMatching?: { url: string; publisherId: string };
  sync?: { url: string };
  cookieSync?: { url: string; partnerKey: string; endpoint: string; timeoutMs: number };
  /** Matomo/Piwik base URL; the tracker is `{trackerUrl}matomo.php`, the script `{trackerUrl}matomo.js`. */
  piwik?: { trackerUrl: string };
  /** a2x user-registration pixel URL; it gets `?redirect={sync.url}/sync/a2x/@UUID@/{uid}`. */
  userRegistration?: { url: string };
  /** Vendor URL overrides (self-hosting, tests); defaults are the vendors' own (docs/tracking.md). */
  google?: { scriptUrl: string };
  nielsen?: { sdkUrl: string };
  quantcast?: { pixelUrl: string };
  privacyNoticeUrl: string;
  [name: string]: unknown;
}

export interface EmbedConfig {
  /** Player version (spec §1: 1.0.0). */
  version: string;
  /** Build time in ms since the epoch; the image proxy's cache buster (spec §7). */
  buildTime: number;
  /** This station's embed page under publicUrl: the share `player_link`. Empty when no publicUrl. */
  playerLink: string;
  station: EmbedStation;
  data: EmbedStreams;
  metadata: EmbedMetadata;
  ui: EmbedUi;
  social: EmbedSocial;
  tracking: EmbedTracking;
  targeting: EmbedTargeting;
  privacy: EmbedPrivacy;
  menuitems: { type: string; name: string }[];
  services: EmbedServices;
  /** Optional (added by issue 8): present only for a station with an `ads` section. */
  ads?: EmbedAds;
}

/** The id of the inlined JSON element in the embed page. */
export const CONFIG_ELEMENT_ID = 'radio-embed-config';
