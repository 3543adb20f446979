import type { EmbedConfig } from './embed-config';

/** Spec §3/§9 defaults: station id 1, stream id 2224. */
export const DEFAULT_STATION_ID = 1;
export const DEFAULT_STREAM_ID = 2224;

/**
 * The configuration used when the page has none but the address names a `stream_url` (spec §7:
 * "falls back to a default configuration when an override stream URL exists"). Every value is the
 * spec's default (§2, §3, §9); there are no configured sources, the override is the stream.
 */
export function defaultEmbedConfig(stationId: number): EmbedConfig {
  return {
    version: '1.0.0',
    buildTime: Date.UTC(2025, 8, 19),
    playerLink: '',
    station: { sid: stationId || DEFAULT_STATION_ID, title: '', name: '', code: '', logo: '', logoLink: '' },
    data: { stream_id: DEFAULT_STREAM_ID, enrichment: '' },
    metadata: { source: 'stream', url: '', intervalMs: 10000 },
    ui: {
      scheme: 'Dark',
      background: '',
      defaultAlbumArt: '',
      disableAlbumArt: false,
      toggleMetadata: true,
      maxConnect: 0,
      maxConnectAudio: 0,
      flower: [{ type: 'VOLUME' }, { type: 'FACEBOOK' }, { type: 'EMAIL' }, { type: 'TWITTER' }],
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
}
