import { describe, expect, it, vi } from 'vitest';
import { watchStreamMetadata } from '../../../runtime/engine/stream-metadata';

/** A media element's text tracks as hls.js or Safari fill them: a `metadata` track of ID3 cues. */
function fakeTracks() {
  const list = Object.assign(new EventTarget(), { items: [] as (EventTarget & Partial<TextTrack>)[] });
  const textTracks = Object.assign(list, { [Symbol.iterator]: () => list.items[Symbol.iterator]() }) as unknown as TextTrackList;
  const addTrack = (kind: string) => {
    const track = Object.assign(new EventTarget(), { kind, mode: 'disabled', activeCues: [] as unknown[] });
    list.items.push(track as never);
    list.dispatchEvent(new Event('addtrack'));
    return {
      track,
      /** The cues whose moment is now heard. */
      hear(...frames: { key: string; data: unknown }[]) {
        track.activeCues = frames.map((value) => ({ value }));
        track.dispatchEvent(new Event('cuechange'));
      },
    };
  };
  return { media: { textTracks }, addTrack };
}

describe('watchStreamMetadata (ID3 in HLS, as metadata text track cues)', () => {
  it('reports title and artist when their cue is heard, once per change', () => {
    const { media, addTrack } = fakeTracks();
    const report = vi.fn();
    const stop = watchStreamMetadata(media, report);
    const { track, hear } = addTrack('metadata');
    expect(track.mode).toBe('hidden');
    hear({ key: 'TIT2', data: ' Song Two ' }, { key: 'TPE1', data: 'Artist One' });
    hear({ key: 'TPE1', data: 'Artist One' }, { key: 'TIT2', data: 'Song Two' });
    hear({ key: 'TIT2', data: 'Only A Title' });
    expect(report.mock.calls).toEqual([[{ artist: 'Artist One', title: 'Song Two' }], [{ artist: '', title: 'Only A Title' }]]);
    stop();
    hear({ key: 'TIT2', data: 'After stop' });
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('ignores subtitle tracks, frames without text, and cues with nothing it knows', () => {
    const { media, addTrack } = fakeTracks();
    const report = vi.fn();
    watchStreamMetadata(media, report);
    const subtitles = addTrack('subtitles');
    expect(subtitles.track.mode).toBe('disabled');
    const { hear } = addTrack('metadata');
    hear({ key: 'PRIV', data: 'x' }, { key: 'TIT2', data: new ArrayBuffer(4) });
    expect(report).not.toHaveBeenCalled();
  });
});
