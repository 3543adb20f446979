import { describe, expect, it } from 'vitest';
import { nowPlayingTrack } from '../../../runtime/features/metadata/nowplaying';

const item = { artist: 'Nina Simone', title: 'Feeling Good', cover: 'https://img.example/fg.jpg' };

describe('nowPlayingTrack: the now-playing endpoint (docs/screen.md)', () => {
  it('reads the first of "items" (newest first) as the track on air', () => {
    expect(nowPlayingTrack({ items: [item, { artist: 'Older', title: 'Song' }] })).toEqual(item);
  });

  it('reads a bare list and a single item the same way', () => {
    expect(nowPlayingTrack([item])).toEqual(item);
    expect(nowPlayingTrack(item)).toEqual(item);
  });

  it('accepts "song" for the title, numbers as text, and no cover', () => {
    expect(nowPlayingTrack({ items: [{ artist: ' Prince ', song: 1999 }] })).toEqual({ artist: 'Prince', title: '1999', cover: '' });
  });

  it('is an empty track for an empty list (nothing on air)', () => {
    expect(nowPlayingTrack({ items: [] })).toEqual({ artist: '', title: '', cover: '' });
  });

  it('is undefined for documents of another shape (keep the last good track)', () => {
    expect(nowPlayingTrack({ error: 'maintenance' })).toBeUndefined();
    expect(nowPlayingTrack(null)).toBeUndefined();
    expect(nowPlayingTrack('Nina Simone - Feeling Good')).toBeUndefined();
    expect(nowPlayingTrack({ items: ['x'] })).toBeUndefined();
  });
});
