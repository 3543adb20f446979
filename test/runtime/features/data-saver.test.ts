// The data saver (issue 20 §6): where the browser asks to save data, the lowest-bitrate source
// the station lists plays first.
import { describe, expect, test } from 'vitest';
import { lowestBitrateFirst, wantsLessData } from '../../../runtime/features/listening/data-saver/data-saver';
import type { StreamSource } from '../../../runtime/streams/select-stream';

const hls: StreamSource = { url: 'https://s.example/live.m3u8', type: 'HLS', origin: 'audioHls' };
const aac: StreamSource = { url: 'https://s.example/live.aac', type: 'AAC', origin: 'audioFlash' };
const mp3: StreamSource = { url: 'https://s.example/live.mp3', type: 'MP3', origin: 'audioHtml' };

describe('the order of the sources', () => {
  test('lowest bitrate first', () => {
    expect(lowestBitrateFirst([hls, aac, mp3], { audioHls: 96, audioFlash: 128, audioHtml: 32 })).toEqual([mp3, hls, aac]);
  });
  test('a source without a bitrate comes after those with one, in the station order', () => {
    expect(lowestBitrateFirst([hls, aac, mp3], { audioHtml: 64 })).toEqual([mp3, hls, aac]);
  });
  test('no bitrates: the station order', () => {
    expect(lowestBitrateFirst([hls, aac, mp3], undefined)).toEqual([hls, aac, mp3]);
  });
  test('the stream_url override stays first', () => {
    const override: StreamSource = { url: 'https://o.example/x.mp3', origin: 'override' };
    expect(lowestBitrateFirst([override], { audioHtml: 32 })).toEqual([override]);
  });
});

test('saveData is read from navigator.connection, off where the browser does not say', () => {
  expect(wantsLessData({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
  expect(wantsLessData({ connection: { saveData: false } } as unknown as Navigator)).toBe(false);
  expect(wantsLessData({} as Navigator)).toBe(false);
  expect(wantsLessData(undefined)).toBe(false);
});
