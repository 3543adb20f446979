import type { EmbedConfig } from './embed-config';

/**
 * The part of the embed config that has defaults (the rest is the build's facts and the streams).
 * EMBED_DEFAULTS is checked against it in embed-config.ts, not annotated with it: the station
 * schema reads the defaults, and the embed config's type is that schema's output, so an annotation
 * here would make the type depend on itself.
 */
export interface EmbedDefaults {
  station: EmbedConfig['station'];
  data: Pick<EmbedConfig['data'], 'stream_id' | 'enrichment' | 'withCredentials'>;
  metadata: Omit<EmbedConfig['metadata'], 'mount'>;
  ui: EmbedConfig['ui'];
  social: EmbedConfig['social'];
  tracking: EmbedConfig['tracking'];
  targeting: EmbedConfig['targeting'];
  privacy: EmbedConfig['privacy'];
  menuitems: EmbedConfig['menuitems'];
  services: Pick<EmbedConfig['services'], 'privacyNoticeUrl'>;
}

/**
 * Every default of the embed config, once, as plain data (spec §2, §3, §9). The station-file
 * schema (contract/station-file/) fills a station's missing fields from it, and the runtime's
 * fallback config (runtime/config/default-config.ts: a page with no config but a `stream_url`) is
 * made from it.
 *
 * No zod here: the runtime imports this file, and its bundle must not carry a validator. The
 * values are never handed out as they are: readers copy them (`copyEmbedDefault`), so no station
 * or page can change another's defaults.
 */
export const EMBED_DEFAULTS = {
  /** `sid` and `title` are required in a station file; these serve the runtime's fallback only. */
  station: { sid: 1, title: '', name: '', code: '', logo: '', logoLink: '' },
  data: { stream_id: 2224, enrichment: '', withCredentials: false },
  metadata: { source: 'stream' as const, url: '', intervalMs: 10000 },
  ui: {
    scheme: 'Dark',
    locale: 'en',
    background: '',
    defaultAlbumArt: '',
    disableAlbumArt: false,
    toggleMetadata: true,
    maxConnect: 0,
    maxConnectAudio: 0,
    inactivityMinutes: 0,
    offAirText: '',
    /** As an operator writes it; the embed config upper-cases each type (VOLUME, …). */
    flower: [{ type: 'Volume' }, { type: 'Facebook' }, { type: 'Email' }, { type: 'Twitter' }],
  },
  social: {
    facebook: { appId: '', postMask: '', logo: '' },
    twitter: { postMask: '' },
    email: { subjectMask: '', bodyMask: '' },
  },
  tracking: {
    google: { enabled: false, gacode: '' },
    piwik: { enabled: false, domains: [], siteid: '' },
    quantcast: { enabled: false, label: '', pcode: '' },
    nielsen: { enabled: false, appid: '', sfcode: '' },
  },
  targeting: { wopd: { enabled: false, placement_id: '' }, a2x: { enabled: false } },
  privacy: { enabled: false, regions: ['CA'], repromptAfterDays: 365 },
  menuitems: [{ type: 'nowPlaying', name: 'Now Playing' }],
  services: { privacyNoticeUrl: '/privacy_notice' },
};

/** A fresh, writable copy of one default (the data is JSON, so a JSON round trip copies it all). */
export function copyEmbedDefault<K extends keyof EmbedDefaults>(key: K): EmbedDefaults[K] {
  return JSON.parse(JSON.stringify(EMBED_DEFAULTS[key])) as EmbedDefaults[K];
}
