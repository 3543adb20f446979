import { describe, expect, it } from 'vitest';
import { keepUserMatches, userMatchingUrl } from '../../../../runtime/features/targeting/user-matching/user-match';

describe('user-matching request and response', () => {
  it('asks with pbId, pId0, uid, pc=1, rank0=1, ssl=1', () => {
    const url = new URL(userMatchingUrl({ url: 'https://match.example/um?v=2', publisherId: 'pub 1', placementId: '77', uid: 'dev-abc' }));
    expect(url.origin + url.pathname).toBe('https://match.example/um');
    expect(Object.fromEntries(url.searchParams)).toEqual({ v: '2', pbId: 'pub 1', pId0: '77', uid: 'dev-abc', pc: '1', rank0: '1', ssl: '1' });
  });

  it('keeps only js, redirect and iframe items with a non-empty Tag', () => {
    const response = {
      UserMatchings: [
        { Type: 'js', Tag: 'https://a.example/sync.js' },
        { Type: 'redirect', Tag: 'https://b.example/px' },
        { Type: 'iframe', Tag: 'https://c.example/frame' },
        { Type: 'IFRAME', Tag: '<iframe src="https://d.example"></iframe>' },
        { Type: 'img', Tag: 'https://e.example/px' },
        { Type: 'js', Tag: '' },
        { Type: 'redirect', Tag: '   ' },
        { Type: 'js', Tag: 42 },
        { Tag: 'https://f.example' },
        null,
      ],
    };
    expect(keepUserMatches(response)).toEqual([
      { Type: 'js', Tag: 'https://a.example/sync.js' },
      { Type: 'redirect', Tag: 'https://b.example/px' },
      { Type: 'iframe', Tag: 'https://c.example/frame' },
      { Type: 'iframe', Tag: '<iframe src="https://d.example"></iframe>' },
    ]);
  });

  it.each([null, {}, { UserMatchings: 'x' }, 'text'])('a response without a list (%o) gives nothing', (response) => {
    expect(keepUserMatches(response)).toEqual([]);
  });
});
