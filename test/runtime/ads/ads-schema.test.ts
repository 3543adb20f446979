// The `ads` section of the station contract (contract/station-file/ads.ts) and how it reaches the runtime.
import { describe, expect, it } from 'vitest';
import { toEmbedConfig } from '../../../cli/embed-config/to-embed-config';
import { stationFileSchema } from '../../../contract/station-file/station-file';
import { findUnknownKeys } from '../../../cli/validate/unknown-keys';

const base = { station: { sid: 42, title: 'Radio 42' }, data: { audioHtml: 'https://stream.example/live.mp3' } };
const parse = (extra: object) => stationFileSchema.safeParse({ ...base, ...extra });

describe('ads in the station file', () => {
  it('is absent unless configured: no ads in the embed config', () => {
    const parsed = parse({});
    expect(parsed.success).toBe(true);
    expect(parsed.data!.ads).toBeUndefined();
    expect(toEmbedConfig(parsed.data!, { publicUrl: '', buildTime: 0 }).ads).toBeUndefined();
  });

  it("fills the spec's defaults and reaches the embed config as is", () => {
    const parsed = parse({ ads: { gateway: { url: 'https://gw.example' }, banner: { url: 'https://banner.example/b.html' } } });
    expect(parsed.success).toBe(true);
    expect(toEmbedConfig(parsed.data!, { publicUrl: '', buildTime: 0 }).ads).toEqual({
      gateway: { url: 'https://gw.example', proxy: '' },
      banner: { url: 'https://banner.example/b.html', frequency: 0, layout: '728x90' },
    });
  });

  it("takes '' as not set, the way the legacy service sends unset URLs", () => {
    const parsed = parse({ ads: { gateway: { url: '', proxy: '' }, banner: { url: '', frequency: 30, layout: '300x250' } } });
    expect(parsed.data!.ads).toEqual({
      gateway: { url: '', proxy: '' },
      banner: { url: '', frequency: 30, layout: '300x250' },
    });
  });

  it.each([
    [{ gateway: { url: 'ftp://gw.example' } }, ['ads', 'gateway', 'url']],
    [{ banner: { frequency: -1 } }, ['ads', 'banner', 'frequency']],
    [{ banner: { frequency: 2.5 } }, ['ads', 'banner', 'frequency']],
    [{ banner: { layout: 'leaderboard' } }, ['ads', 'banner', 'layout']],
  ])('refuses %j', (ads, path) => {
    const parsed = parse({ ads });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it("knows the full player's ad fields, so a legacy export warns about none of them", () => {
    const raw = {
      ...base,
      ads: {
        gateway: { url: 'https://gw.example', proxy: '' },
        banner: { url: '', frequency: 0, layout: '728x90' },
        amazon: { useBuyLinks: false, amazonId: '' },
        googleAdSense: { enabled: false, script: '' },
        a2x: { enabled: false },
        admeta: { enabled: false, placement_id: 123 },
      },
    };
    expect(stationFileSchema.safeParse(raw).success).toBe(true);
    expect(findUnknownKeys(stationFileSchema, raw)).toEqual([]);
  });
});
