import * as z from 'zod';

/**
 * The contract between the build (cli/) and the runtime (runtime/): the JSON that the build
 * inlines into `dist/<id>/index.html` (as `<script type="application/json" id="radio-embed-config">`).
 *
 * It is the validated station file (station-config.md) with every default filled in
 * (contract/embed-defaults.ts), less what the build inlines elsewhere (the custom CSS/JS), plus the
 * shared services and build facts. Field names are the station contract's (spec §3), kept as they
 * are. Keys the contract does not name pass through for the station's own custom JS.
 *
 * This file describes the shape; the station-file schema (cli/schema/) checks what operators
 * write and makes this shape from it (cli/embed-config/to-embed-config.ts, no casts: the compiler
 * holds the two together). The runtime imports the types only (`import type`), so zod never
 * reaches the browser bundle.
 */

export const METADATA_SOURCES = ['stream', 'icecast', 'nowplaying', 'none'] as const;

const embedStationSchema = z.object({
  sid: z.int(),
  title: z.string(),
  name: z.string(),
  code: z.string(),
  /** Empty string when absent. */
  logo: z.string(),
  /** The station website; empty string when absent (then the share overlay shows no link). */
  logoLink: z.string(),
});

const embedStreamsSchema = z.object({
  /** Valid http(s) URLs only; a source the operator left empty or invalid is absent. */
  audioHls: z.string().optional(),
  audioFlash: z.string().optional(),
  audioHtml: z.string().optional(),
  stream_id: z.int(),
  /** Track-enrichment base URL; empty string when absent. */
  enrichment: z.string(),
  /**
   * Absent or `auto`: the browser's own HLS player where it has one, unless it is seen keeping
   * every second played (then hls.js, remembered on the device); `native`: the browser's own
   * always; `hls.js`: hls.js in Chromium too (the stream's ID3 now-playing), never in Safari/iOS.
   */
  hlsPlayer: z.enum(['auto', 'native', 'hls.js']).optional(),
  /** Each source's bitrate in kbit/s, where the station gives it: the data saver prefers the lowest. */
  bitrates: z.object({ audioHls: z.int().optional(), audioFlash: z.int().optional(), audioHtml: z.int().optional() }).optional(),
  /**
   * The spec's credentials flag (§3 `enableXhrCredentials`): the stream requests carry the
   * listener's cookies; the stream server must allow it (docs/station-config-additions.md).
   */
  withCredentials: z.boolean(),
});

const embedMetadataSchema = z.object({
  source: z.enum(METADATA_SOURCES),
  url: z.string(),
  intervalMs: z.int(),
  /** `icecast`: the stream's mount on the Icecast server (`/live.mp3`); '' finds it from the stream URLs. */
  mount: z.string().optional(),
});

/** One control of the control strip: its upper-cased type, VOLUME, FACEBOOK, TWITTER, EMAIL, … */
const flowerItemSchema = z.object({ type: z.string() });

const embedUiSchema = z.object({
  scheme: z.string(),
  /** The station's language, BCP 47 (issue 19); `?lang=` may choose another. */
  locale: z.string(),
  /** A CSS colour the build has checked: the theming API's `--re-accent` (docs/theming.md). */
  accent: z.string().optional(),
  /** Black or white, whichever reads better on `accent` (cli/render/on-accent.ts): Play's icon, a selected choice. */
  onAccent: z.string().optional(),
  background: z.string(),
  defaultAlbumArt: z.string(),
  disableAlbumArt: z.boolean(),
  toggleMetadata: z.boolean(),
  maxConnect: z.int(),
  maxConnectAudio: z.int(),
  /** "Are You There?" after this many minutes of playing untouched; 0: never. */
  inactivityMinutes: z.int(),
  /** Shown instead of the generic failure when the stream is down at start; '': the generic one. */
  offAirText: z.string(),
  flower: z.array(flowerItemSchema),
});

const embedSocialSchema = z.object({
  facebook: z.object({ appId: z.string(), postMask: z.string(), logo: z.string() }),
  twitter: z.object({ postMask: z.string() }),
  email: z.object({ subjectMask: z.string(), bodyMask: z.string() }),
});

const embedTrackingSchema = z.object({
  google: z.object({ enabled: z.boolean(), gacode: z.string() }),
  piwik: z.object({ enabled: z.boolean(), domains: z.array(z.string()), siteid: z.string() }),
  quantcast: z.object({ enabled: z.boolean(), label: z.string(), pcode: z.string() }),
  nielsen: z.object({ enabled: z.boolean(), appid: z.string(), sfcode: z.string() }),
});

const embedTargetingSchema = z.object({
  wopd: z.object({ enabled: z.boolean(), placement_id: z.string() }),
  a2x: z.object({ enabled: z.boolean() }),
});

const embedPrivacySchema = z.object({
  enabled: z.boolean(),
  /** Upper-cased US state codes (contract/privacy-regions.ts). */
  regions: z.array(z.string()),
  repromptAfterDays: z.int(),
  /**
   * The station's own copy of the IAB vendor list (docs/privacy.md); with `cmpId`, the player's
   * own TCF consent dialog for EU listeners on hosts without a CMP (docs/eu-consent.md).
   */
  vendorList: z
    .object({
      baseUrl: z.string(),
      language: z.string(),
      cmpId: z.int().optional(),
      cmpVersion: z.int(),
      vendorIds: z.array(z.int()),
      /** '' = no consent record. */
      recordUrl: z.string(),
      recordTimeoutMs: z.int(),
    })
    .optional(),
});

/**
 * `ads` (spec §3; docs/ads.md). Absent unless the station file has an `ads` section: then no ad
 * code loads. A '' URL turns that part off.
 */
const embedAdsSchema = z.object({
  /** The pre-roll: GET `{url}/getmediavast.php` (through `proxy` when set) before the first Play. */
  gateway: z.object({ url: z.string(), proxy: z.string() }),
  /** An iframe banner of `layout` ("728x90") size, reloaded every `frequency` s (0 = never). */
  banner: z.object({ url: z.string(), frequency: z.int(), layout: z.string() }),
});

/** The outside services the runtime calls; each is optional, unknown ones pass through. */
const embedServicesSchema = z.looseObject({
  geo: z.object({ url: z.string(), v2: z.boolean() }).optional(),
  imageProxy: z.object({ url: z.string(), enabled: z.boolean() }).optional(),
  userMatching: z.object({ url: z.string(), publisherId: z.string() }).optional(),
  sync: z.object({ url: z.string() }).optional(),
  cookieSync: z.object({ url: z.string(), partnerKey: z.string(), endpoint: z.string(), timeoutMs: z.int() }).optional(),
  /** Matomo/Piwik base URL; the tracker is `{trackerUrl}matomo.php`, the script `{trackerUrl}matomo.js`. */
  piwik: z.object({ trackerUrl: z.string() }).optional(),
  /** a2x user-registration pixel URL; it gets `?redirect={sync.url}/sync/a2x/@UUID@/{uid}`. */
  userRegistration: z.object({ url: z.string() }).optional(),
  /** Vendor URL overrides (self-hosting, tests); defaults are the vendors' own (contract/integrations.ts). */
  google: z.object({ scriptUrl: z.string() }).optional(),
  nielsen: z.object({ sdkUrl: z.string() }).optional(),
  quantcast: z.object({ pixelUrl: z.string() }).optional(),
  privacyNoticeUrl: z.string(),
});

export const embedConfigSchema = z.object({
  /** Player version (spec §1: 1.0.0). */
  version: z.string(),
  /** Build time in ms since the epoch; the image proxy's cache buster (spec §7). */
  buildTime: z.number(),
  /** This station's embed page under publicUrl: the share `player_link`. Empty when no publicUrl. */
  playerLink: z.string(),
  station: embedStationSchema,
  data: embedStreamsSchema,
  metadata: embedMetadataSchema,
  ui: embedUiSchema,
  social: embedSocialSchema,
  tracking: embedTrackingSchema,
  targeting: embedTargetingSchema,
  privacy: embedPrivacySchema,
  menuitems: z.array(z.object({ type: z.string(), name: z.string() })),
  services: embedServicesSchema,
  /** Optional (added by issue 8): present only for a station with an `ads` section. */
  ads: embedAdsSchema.optional(),
});

export type EmbedConfig = z.output<typeof embedConfigSchema>;
export type EmbedStation = EmbedConfig['station'];
export type EmbedStreams = EmbedConfig['data'];
export type EmbedMetadata = EmbedConfig['metadata'];
export type MetadataSource = EmbedMetadata['source'];
export type EmbedUi = EmbedConfig['ui'];
export type FlowerItem = EmbedUi['flower'][number];
export type EmbedSocial = EmbedConfig['social'];
export type EmbedTracking = EmbedConfig['tracking'];
export type EmbedTargeting = EmbedConfig['targeting'];
export type EmbedPrivacy = EmbedConfig['privacy'];
export type EmbedAds = NonNullable<EmbedConfig['ads']>;
export type EmbedServices = EmbedConfig['services'];
