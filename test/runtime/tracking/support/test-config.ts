import type { EmbedConfig } from '../../../../runtime/config/embed-config';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A complete embed config with everything off; tests switch on what they exercise. */
export function testConfig(overrides: DeepPartial<EmbedConfig> = {}): EmbedConfig {
  const base: EmbedConfig = {
    version: '1.0.0',
    buildTime: 0,
    playerLink: 'https://player.example/42/',
    station: { sid: 42, title: 'Radio 42', name: 'radio42', code: 'R42', logo: '', logoLink: '' },
    data: { audioHls: 'https://stream.example/live.m3u8', stream_id: 2224, enrichment: '' },
    metadata: { source: 'stream', url: '', intervalMs: 10000 },
    ui: { scheme: 'Dark', background: '', defaultAlbumArt: '', disableAlbumArt: false, toggleMetadata: true, maxConnect: 0, maxConnectAudio: 0, flower: [] },
    social: { facebook: { appId: '', postMask: '', logo: '' }, twitter: { postMask: '' }, email: { subjectMask: '', bodyMask: '' } },
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
  return merge(base, overrides) as EmbedConfig;
}

function merge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = merge(base[key], value);
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
