import { describe, expect, it } from 'vitest';
import { buildStationState } from '../../../runtime/actions/station-state';
import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import { shareTargets } from '../../../runtime/features/social/features';
import { showsSocial } from '../../../runtime/features/social/shows-social';

const flower = (...types: string[]) => types.map((type) => ({ type }));

describe('shareTargets', () => {
  it('lists the enabled targets in flower order, any case, once each', () => {
    expect(shareTargets(flower('Volume', 'Facebook', 'Email', 'Twitter'))).toEqual(['FACEBOOK', 'EMAIL', 'TWITTER']);
    expect(shareTargets(flower('twitter', 'EMAIL', 'Twitter', 'Podcast'))).toEqual(['TWITTER', 'EMAIL']);
    expect(shareTargets([])).toEqual([]);
  });
});

describe('showsSocial (spec §2 item 5)', () => {
  function station({ title = 'Radio 42', link = '', types = ['Facebook'], noSocial = false } = {}) {
    const config = defaultEmbedConfig(42);
    config.station = { ...config.station, title, logoLink: link };
    config.data = { stream_id: 2224, enrichment: '', withCredentials: false, audioHtml: 'https://s.example/live.mp3' };
    config.ui.flower = flower(...types);
    return buildStationState(config, { autoplay: false, noSocial, showVolume: false, adTracing: false, logLevel: 'error' }, 42);
  }

  it('shows with a share target or a station website', () => {
    expect(showsSocial(station())).toBe(true);
    expect(showsSocial(station({ types: ['email'] }))).toBe(true);
    expect(showsSocial(station({ types: [], link: 'https://radio42.example' }))).toBe(true);
  });

  it('hides with no_social=1', () => {
    expect(showsSocial(station({ noSocial: true, link: 'https://radio42.example' }))).toBe(false);
  });

  it('hides without station data (the default config for a bare stream_url has no title)', () => {
    expect(showsSocial(station({ title: '' }))).toBe(false);
  });

  it('hides when there is nothing to share', () => {
    expect(showsSocial(station({ types: ['Volume'] }))).toBe(false);
  });
});
