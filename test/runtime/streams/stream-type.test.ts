import { describe, expect, it } from 'vitest';
import { inferStreamType } from '../../../contract/stream-rules/stream-type';

describe('inferStreamType (spec §5, first rule that matches wins)', () => {
  it.each([
    // hls=1 → HLS, even over a codec or extension
    ['https://s.example/live.mp3?hls=1', 'HLS'],
    ['https://s.example/live?codec=aac&hls=1', 'HLS'],
    ['https://s.example/live.aac?hls=0', 'AAC'],
    // codec=aac / codec=mp3, over the extension
    ['https://s.example/live?codec=aac', 'AAC'],
    ['https://s.example/live.m3u8?codec=aac', 'AAC'],
    ['https://s.example/live?codec=mp3', 'MP3'],
    ['https://s.example/live.aac?codec=MP3', 'MP3'],
    // file extension aac / mp3
    ['https://s.example/live.aac', 'AAC'],
    ['https://s.example/live.MP3', 'MP3'],
    ['https://s.example/live.mp3#t=1', 'MP3'],
    // m3u8 or /manifest/ → HLS
    ['https://s.example/hls/live.m3u8', 'HLS'],
    ['https://s.example/manifest/live', 'HLS'],
    ['https://s.example/a/manifest/b.txt', 'HLS'],
    // m3u or /playlist/ → MP3 by the file name, else AAC
    ['https://s.example/live.m3u', 'AAC'],
    ['https://s.example/live_mp3.m3u', 'MP3'],
    ['https://s.example/playlist/station', 'AAC'],
    ['https://s.example/playlist/station-mp3', 'MP3'],
    ['https://s.example/playlist/live.pls', 'AAC'],
    // otherwise HLS
    ['https://s.example/live', 'HLS'],
    ['https://s.example/', 'HLS'],
    ['https://mp3.example/stream', 'HLS'],
    ['not a url', 'HLS'],
    ['/relative/live.mp3?x=1', 'MP3'],
  ])('%s → %s', (url, type) => {
    expect(inferStreamType(url)).toBe(type);
  });
});
