// In-stream ad breaks (spec §4): a marker title in the stream's metadata shows the companion and
// clears the track line; the next track, the break's duration or a stop ends it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdBreaks, type AdBreaks } from '../../../runtime/features/ads/ad-break';
import { createPlayerStores, type PlayerStores } from '../../../runtime/player/player-stores';

const EMPTY = { artist: '', title: '', cover: '' };
const SONG = { artist: 'Nina Simone', title: 'Sinnerman', cover: 'https://art.example/c.jpg' };
const NEXT = { artist: 'Miles Davis', title: 'So What', cover: '' };
const BREAK = { artist: '', title: 'ADBREAK companion=https://ads.example/300x250.png duration=30', cover: '' };

let stop: () => void;
let mobile = false;
let breaks: AdBreaks;
let stores: PlayerStores;

beforeEach(() => {
  vi.useFakeTimers();
  mobile = false;
  stores = createPlayerStores();
  stores.playback.set({ ...stores.playback.get(), playing: true, playStream: true });
  stores.track.set(SONG);
  breaks = createAdBreaks(stores);
  stop = breaks.follow(() => mobile);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('following the stream for ad breaks', () => {
  it('shows the companion and clears the track line when the metadata announces a break', () => {
    stores.track.set(BREAK);
    expect(stores.track.get()).toEqual(EMPTY);
    expect(breaks.current.get()).toEqual({
      source: 'stream',
      companion: { kind: 'image', src: 'https://ads.example/300x250.png', width: 300, height: 250, clickThrough: '' },
    });
  });

  it('ends the break when the next track arrives, which then shows', () => {
    stores.track.set(BREAK);
    stores.track.set(NEXT);
    expect(breaks.current.get()).toBeNull();
    expect(stores.track.get()).toEqual(NEXT);
  });

  it("restores the cleared track when the break's duration has passed", () => {
    stores.track.set(BREAK);
    vi.advanceTimersByTime(29_999);
    expect(breaks.current.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(breaks.current.get()).toBeNull();
    expect(stores.track.get()).toEqual(SONG);
  });

  it('restores the track when the stream stops during the break', () => {
    stores.track.set(BREAK);
    stores.playback.setKey('playing', false);
    expect(breaks.current.get()).toBeNull();
    expect(stores.track.get()).toEqual(SONG);
  });

  it('keeps the same companion when a poll repeats the announcement', () => {
    stores.track.set(BREAK);
    const first = breaks.current.get()!.companion;
    stores.track.set(BREAK);
    expect(breaks.current.get()!.companion).toBe(first);
    expect(stores.track.get()).toEqual(EMPTY);
  });

  it('keeps the line clear of a cover that arrives late for the announcement', () => {
    stores.track.set(BREAK);
    stores.track.setKey('cover', 'https://art.example/for-the-marker.jpg');
    expect(stores.track.get()).toEqual(EMPTY);
    expect(breaks.current.get()).not.toBeNull();
  });

  it('a break without a companion still clears the track line', () => {
    stores.track.set({ ...EMPTY, title: 'ADBREAK' });
    expect(breaks.current.get()).toEqual({ source: 'stream', companion: null });
    expect(stores.track.get()).toEqual(EMPTY);
  });

  it('a companion page gets the mobile slot (300×50) on a narrow player', () => {
    mobile = true;
    stores.track.set({ ...EMPTY, title: 'ADBREAK companion=https://ads.example/companion.html' });
    expect(breaks.current.get()!.companion).toMatchObject({ kind: 'iframe', width: 300, height: 50 });
  });

  it('never shows an announcement as a track, even while stopped, but starts no break then', () => {
    stores.playback.setKey('playing', false);
    stores.track.set(BREAK);
    expect(stores.track.get()).toEqual(EMPTY);
    expect(breaks.current.get()).toBeNull();
  });
});

describe('the pre-roll break', () => {
  it('outranks an announcement, and shows metadata that arrived meanwhile once it ends', () => {
    breaks.begin('preroll', null);
    expect(stores.track.get()).toEqual(EMPTY);
    stores.track.set(BREAK);
    expect(breaks.current.get()).toEqual({ source: 'preroll', companion: null });
    stores.track.set(NEXT);
    expect(stores.track.get()).toEqual(EMPTY);
    breaks.end('preroll');
    expect(stores.track.get()).toEqual(NEXT);
  });

  it('a stream break does not end the pre-roll break', () => {
    breaks.begin('preroll', null);
    breaks.end('stream');
    expect(breaks.current.get()).toEqual({ source: 'preroll', companion: null });
    breaks.end('preroll');
    expect(stores.track.get()).toEqual(SONG);
  });
});
