import { describe, expect, it } from 'vitest';
import { configuredSources, selectStream } from '../../../runtime/streams/select-stream';

const HLS = 'https://s.example/live.m3u8';
const AAC = 'https://s.example/live.aac';
const MP3 = 'https://s.example/live.mp3';

describe('selectStream (spec §5: a valid HLS URL wins, then AAC, then MP3)', () => {
  it.each([
    ['all three', { audioHls: HLS, audioFlash: AAC, audioHtml: MP3 }, HLS, 'HLS', [HLS, AAC, MP3]],
    ['AAC and MP3', { audioFlash: AAC, audioHtml: MP3 }, AAC, 'AAC', [AAC, MP3]],
    ['MP3 only', { audioHtml: MP3 }, MP3, 'MP3', [MP3]],
    ['an invalid HLS placeholder', { audioHls: 'INVALID', audioHtml: MP3 }, MP3, 'MP3', [MP3]],
    ['an empty AAC', { audioFlash: '', audioHtml: MP3 }, MP3, 'MP3', [MP3]],
    ['a non-http HLS', { audioHls: 'rtmp://s.example/live', audioFlash: AAC }, AAC, 'AAC', [AAC]],
  ])('with %s plays %s', (_, data, url, type, candidates) => {
    const selection = selectStream({ stream_id: 7, ...data }, {});
    expect(selection?.primary).toMatchObject({ url, type });
    expect(selection?.candidates.map((c) => c.url)).toEqual(candidates);
    expect(selection?.streamId).toBe(7);
  });

  it('types each source by its field, not its URL (an Icecast mount has no extension)', () => {
    expect(configuredSources({ audioFlash: 'http://127.0.0.1:8000/aac', audioHtml: 'http://127.0.0.1:8000/mp3' })).toEqual([
      { url: 'http://127.0.0.1:8000/aac', type: 'AAC', origin: 'audioFlash' },
      { url: 'http://127.0.0.1:8000/mp3', type: 'MP3', origin: 'audioHtml' },
    ]);
  });

  it('is null when nothing is playable', () => {
    expect(selectStream({ audioHls: 'x', stream_id: 1 }, {})).toBeNull();
    expect(selectStream({ stream_id: 1 }, {})).toBeNull();
  });

  it('lets stream_url win over every source (the engine types it from its URL)', () => {
    const override = 'https://o.example/radio?codec=mp3';
    const selection = selectStream({ audioHls: HLS, audioHtml: MP3, stream_id: 7 }, { streamUrl: override });
    expect(selection?.primary).toEqual({ url: override, origin: 'override' });
    expect(selection?.candidates).toHaveLength(1);
    expect(selection?.overrideStreamUrl).toBe(override);
  });

  it('plays stream_url even when the station has no sources', () => {
    expect(selectStream({ stream_id: 1 }, { streamUrl: 'https://o.example/live' })?.primary.url).toBe('https://o.example/live');
  });

  it('records the stream_id override and uses it', () => {
    const selection = selectStream({ audioHtml: MP3, stream_id: 7 }, { streamId: 99 });
    expect(selection).toMatchObject({ streamId: 99, overrideStreamId: 99 });
  });

});
