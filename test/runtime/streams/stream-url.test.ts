import { describe, expect, it } from 'vitest';
import { buildStreamUrl, streamSourceParam } from '../../../runtime/streams/stream-url';

describe('buildStreamUrl (spec §7 stream URL parameters)', () => {
  it('adds the parameters, encoded', () => {
    expect(
      buildStreamUrl('https://s.example/live.mp3', {
        source: 'v7player',
        'user-id': 'dev 1',
        us_privacy: '1YNY',
        gpp: 'DBABLA~BVQqAAAAAgA.QA',
        'override-ip-address': '203.0.113.9',
        ad_tracing: '1',
      }),
    ).toBe(
      'https://s.example/live.mp3?source=v7player&user-id=dev%201&us_privacy=1YNY&gpp=DBABLA~BVQqAAAAAgA.QA&override-ip-address=203.0.113.9&ad_tracing=1',
    );
  });

  it('leaves out empty values: no blank privacy string, no ad tracing unless asked', () => {
    expect(buildStreamUrl('https://s.example/live.mp3', { source: 'v7player', us_privacy: '', gpp: '', ad_tracing: undefined })).toBe(
      'https://s.example/live.mp3?source=v7player',
    );
  });

  it('removes type, replaces a parameter it sets, keeps the rest of the query byte for byte', () => {
    expect(
      buildStreamUrl('https://s.example/live?type=.mp3&token=a%2Fb+c&source=old#frag', { source: 'v7mobile' }),
    ).toBe('https://s.example/live?token=a%2Fb+c&source=v7mobile#frag');
    expect(buildStreamUrl('https://s.example/a&b/live.mp3?x=1?y', { gpp: 'g' })).toBe('https://s.example/a&b/live.mp3?x=1?y&gpp=g');
  });

  it('returns the URL as it is when there is nothing to add', () => {
    expect(buildStreamUrl('https://s.example/live.mp3', {})).toBe('https://s.example/live.mp3');
  });
});

describe('streamSourceParam', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', 'v7player'],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36', 'v7mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 'v7mobile'],
  ])('%s → %s', (ua, source) => {
    expect(streamSourceParam(ua)).toBe(source);
  });
});
