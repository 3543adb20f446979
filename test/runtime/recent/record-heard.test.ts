// @vitest-environment happy-dom
import { atom, map } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordHeard } from '../../../runtime/features/recent/record-heard';
import { loadPlayed } from '../../../runtime/features/recent/session-played';
import type { TrackInfo } from '../../../runtime/stores/track';

let stop = (): void => {};
beforeEach(() => sessionStorage.clear());
afterEach(() => stop());

describe('recordHeard', () => {
  it('keeps the tracks shown while the stream plays, in sessionStorage per station; none while it does not', () => {
    const track = map<TrackInfo>({ artist: 'A', title: 'Before Play', cover: '' });
    const playing = atom({ playing: false });
    let now = 1000;
    stop = recordHeard(42, track, playing, () => now);
    expect(loadPlayed(42)).toEqual([]);

    playing.set({ playing: true });
    now = 2000;
    track.set({ artist: 'B', title: 'Heard', cover: 'https://i.example/b.jpg' });
    expect(loadPlayed(42).map((t) => t.title)).toEqual(['Heard', 'Before Play']);
    expect(loadPlayed(42)[0]).toEqual({ artist: 'B', title: 'Heard', cover: 'https://i.example/b.jpg', at: 2000 });

    playing.set({ playing: false });
    track.set({ artist: 'C', title: 'Not heard', cover: '' });
    expect(loadPlayed(42).map((t) => t.title)).toEqual(['Heard', 'Before Play']);
    expect(loadPlayed(7)).toEqual([]);
  });

  it('records nothing once stopped', () => {
    const track = map<TrackInfo>({ artist: '', title: '', cover: '' });
    const playing = atom({ playing: true });
    stop = recordHeard(42, track, playing);
    stop();
    track.set({ artist: 'A', title: 'B', cover: '' });
    expect(loadPlayed(42)).toEqual([]);
  });
});
