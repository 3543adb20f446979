import { describe, expect, it } from 'vitest';
import { adBreakOfTrack, readAdBreak } from '../../../runtime/features/ads/ad-break-signal';

describe('readAdBreak: the in-stream ad-break title convention', () => {
  it.each([
    ['ADBREAK', { companionUrl: '', durationS: 0 }],
    ['adbreak companion=https://ads.example/c.png', { companionUrl: 'https://ads.example/c.png', durationS: 0 }],
    ['AD_BREAK companionUrl=https://ads.example/c.png duration=30', { companionUrl: 'https://ads.example/c.png', durationS: 30 }],
    ['AD-BREAK;companion="https://ads.example/x?a=1&b=2";duration=15.5', { companionUrl: 'https://ads.example/x?a=1&b=2', durationS: 15.5 }],
    ['  ADBREAK duration=20', { companionUrl: '', durationS: 20 }],
  ])('%s', (title, expected) => {
    expect(readAdBreak(title)).toEqual(expected);
  });

  it('ignores a companion that is not an http(s) URL and a duration that is not a positive number', () => {
    expect(readAdBreak('ADBREAK companion=javascript:alert(1) duration=-5')).toEqual({ companionUrl: '', durationS: 0 });
  });

  it.each(['Adbreaker - The Song', 'Ad Break Blues', 'The ADBREAK', 'Nina Simone - Sinnerman', ''])('a track is not a break: %s', (title) => {
    expect(readAdBreak(title)).toBeNull();
  });

  it('finds the marker in either part of the track line', () => {
    expect(adBreakOfTrack({ artist: 'ADBREAK', title: 'companion=https://a.example/c.png' })).toEqual({ companionUrl: '', durationS: 0 });
    expect(adBreakOfTrack({ artist: '', title: 'ADBREAK duration=5' })).toEqual({ companionUrl: '', durationS: 5 });
    expect(adBreakOfTrack({ artist: 'Nina Simone', title: 'Sinnerman' })).toBeNull();
  });
});
