// @vitest-environment happy-dom
// Spec §7 "Stream manifest" in the engine: a source whose URL names no playlist answers with one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamSource } from '../../../runtime/streams/select-stream';
import { engineFixture, MP3 } from './engine-fixture';

const LISTEN: StreamSource = { url: 'https://r.example/listen', type: 'MP3', origin: 'audioHtml' };
let destroy = (): void => {};
const setup = (options: Parameters<typeof engineFixture>[0]) => {
  const fixture = engineFixture(options);
  destroy = () => fixture.engine.destroy();
  return fixture;
};
const flush = async () => {
  for (let i = 0; i < 5; i++) {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  }
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('engine: an AAC/MP3 source that answers with a playlist', () => {
  it('plays through the element first (no extra request), then reads the playlist it got and plays its entries', async () => {
    const fetch = vi.fn(async () => new Response('#EXTM3U\nhttp://ice.example:8000/live\n', { headers: { 'content-type': 'audio/x-mpegurl' } }));
    vi.stubGlobal('fetch', fetch);
    const { engine, failMedia, startPlaying, src } = setup({ sources: [LISTEN, MP3] });
    engine.play();
    expect(src()).toBe(LISTEN.url);
    expect(fetch).not.toHaveBeenCalled();
    failMedia();
    await flush();
    expect(fetch).toHaveBeenCalledWith(LISTEN.url, expect.anything());
    expect(src()).toBe('http://ice.example:8000/live');
    startPlaying();
    expect(engine.state.playing).toBe(true);
  });

  it('"Unable to connect to the stream" when the playlist lists nothing playable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[playlist]\nNumberOfEntries=0\n')));
    const { engine, failMedia, payloadOf, src } = setup({ sources: [LISTEN] });
    engine.play();
    failMedia();
    await flush();
    expect(src()).toBeNull();
    expect(payloadOf('error')).toMatchObject({ code: 'CONNECT_FAILED', message: 'Unable to connect to the stream' });
  });

  it('a source that was not a playlist is simply skipped for the next', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Not found</html>', { headers: { 'content-type': 'text/html' } })));
    const { engine, failMedia, src } = setup({ sources: [LISTEN, MP3] });
    engine.play();
    failMedia();
    await flush();
    expect(src()).toBe(MP3.url);
  });
});
