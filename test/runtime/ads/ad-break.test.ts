// In-stream ad breaks (spec §4): a marker title in the stream's metadata shows the companion and
// clears the track line; the next track, the break's duration or a stop ends it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdBreaks, type AdBreaks } from '../../../runtime/features/ads/ad-break';
import { $adBreak } from '../../../runtime/features/ads/ad-state';
import { $playback } from '../../../runtime/stores/playback';
import { $track } from '../../../runtime/stores/track';

const EMPTY = { artist: '', title: '', cover: '' };
const SONG = { artist: 'Nina Simone', title: 'Sinnerman', cover: 'https://art.example/c.jpg' };
const NEXT = { artist: 'Miles Davis', title: 'So What', cover: '' };
const BREAK = { artist: '', title: 'ADBREAK companion=https://ads.example/300x250.png duration=30', cover: '' };

let stop: () => void;
let mobile = false;
let breaks: AdBreaks;

beforeEach(() => {
  vi.useFakeTimers();
  mobile = false;
  $adBreak.set(null);
  $playback.set({ ...$playback.get(), playing: true, playStream: true });
  $track.set(SONG);
  breaks = createAdBreaks({ track: $track, playback: $playback });
  stop = breaks.follow(() => mobile);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('following the stream for ad breaks', () => {
  it('shows the companion and clears the track line when the metadata announces a break', () => {
    $track.set(BREAK);
    expect($track.get()).toEqual(EMPTY);
    expect($adBreak.get()).toEqual({
      source: 'stream',
      companion: { kind: 'image', src: 'https://ads.example/300x250.png', width: 300, height: 250, clickThrough: '' },
    });
  });

  it('ends the break when the next track arrives, which then shows', () => {
    $track.set(BREAK);
    $track.set(NEXT);
    expect($adBreak.get()).toBeNull();
    expect($track.get()).toEqual(NEXT);
  });

  it("restores the cleared track when the break's duration has passed", () => {
    $track.set(BREAK);
    vi.advanceTimersByTime(29_999);
    expect($adBreak.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($adBreak.get()).toBeNull();
    expect($track.get()).toEqual(SONG);
  });

  it('restores the track when the stream stops during the break', () => {
    $track.set(BREAK);
    $playback.setKey('playing', false);
    expect($adBreak.get()).toBeNull();
    expect($track.get()).toEqual(SONG);
  });

  it('keeps the same companion when a poll repeats the announcement', () => {
    $track.set(BREAK);
    const first = $adBreak.get()!.companion;
    $track.set(BREAK);
    expect($adBreak.get()!.companion).toBe(first);
    expect($track.get()).toEqual(EMPTY);
  });

  it('keeps the line clear of a cover that arrives late for the announcement', () => {
    $track.set(BREAK);
    $track.setKey('cover', 'https://art.example/for-the-marker.jpg');
    expect($track.get()).toEqual(EMPTY);
    expect($adBreak.get()).not.toBeNull();
  });

  it('a break without a companion still clears the track line', () => {
    $track.set({ ...EMPTY, title: 'ADBREAK' });
    expect($adBreak.get()).toEqual({ source: 'stream', companion: null });
    expect($track.get()).toEqual(EMPTY);
  });

  it('a companion page gets the mobile slot (300×50) on a narrow player', () => {
    mobile = true;
    $track.set({ ...EMPTY, title: 'ADBREAK companion=https://ads.example/companion.html' });
    expect($adBreak.get()!.companion).toMatchObject({ kind: 'iframe', width: 300, height: 50 });
  });

  it('never shows an announcement as a track, even while stopped, but starts no break then', () => {
    $playback.setKey('playing', false);
    $track.set(BREAK);
    expect($track.get()).toEqual(EMPTY);
    expect($adBreak.get()).toBeNull();
  });
});

describe('the pre-roll break', () => {
  it('outranks an announcement, and shows metadata that arrived meanwhile once it ends', () => {
    breaks.begin('preroll', null);
    expect($track.get()).toEqual(EMPTY);
    $track.set(BREAK);
    expect($adBreak.get()).toEqual({ source: 'preroll', companion: null });
    $track.set(NEXT);
    expect($track.get()).toEqual(EMPTY);
    breaks.end('preroll');
    expect($track.get()).toEqual(NEXT);
  });

  it('a stream break does not end the pre-roll break', () => {
    breaks.begin('preroll', null);
    breaks.end('stream');
    expect($adBreak.get()).toEqual({ source: 'preroll', companion: null });
    breaks.end('preroll');
    expect($track.get()).toEqual(SONG);
  });
});
