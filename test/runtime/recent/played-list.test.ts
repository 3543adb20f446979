import { describe, expect, it } from 'vitest';
import { addPlayed, MAX_PLAYED, readPlayed } from '../../../runtime/features/recent/played-list';

const track = (title: string, cover = '') => ({ artist: 'A', title, cover });

describe('addPlayed: what this listener heard, newest first', () => {
  it('puts each new track on top with the time it was heard', () => {
    const list = addPlayed(addPlayed([], track('One'), 1000), track('Two'), 2000);
    expect(list).toEqual([
      { artist: 'A', title: 'Two', cover: '', at: 2000 },
      { artist: 'A', title: 'One', cover: '', at: 1000 },
    ]);
  });

  it('keeps the same track once, taking a cover that came later', () => {
    const list = addPlayed(addPlayed([], track('One'), 1000), track('One', 'https://i.example/1.jpg'), 5000);
    expect(list).toEqual([{ artist: 'A', title: 'One', cover: 'https://i.example/1.jpg', at: 1000 }]);
  });

  it(`keeps at most ${MAX_PLAYED}`, () => {
    let list = addPlayed([], track('T0'), 0);
    for (let i = 1; i < 15; i++) list = addPlayed(list, track(`T${i}`), i);
    expect(list).toHaveLength(MAX_PLAYED);
    expect(list[0]!.title).toBe('T14');
  });

  it('skips an empty track', () => {
    expect(addPlayed([], { artist: '', title: '', cover: '' }, 1)).toEqual([]);
  });
});

describe('readPlayed', () => {
  it('reads back what was stored, and [] for anything else', () => {
    const list = addPlayed([], track('One'), 1000);
    expect(readPlayed(JSON.stringify(list))).toEqual(list);
    expect(readPlayed(null)).toEqual([]);
    expect(readPlayed('{oops')).toEqual([]);
    expect(readPlayed('[{"title":1}]')).toEqual([]);
  });
});
