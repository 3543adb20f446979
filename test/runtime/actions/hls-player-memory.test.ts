// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedHlsJs, rememberHlsJs } from '../../../runtime/actions/hls-player-memory';

const HLS = { url: 'https://s.example/live.m3u8', type: 'HLS', origin: 'audioHls' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the device remembers a stream whose native HLS player kept every second', () => {
  it('starts with hls.js for that stream only, whatever query the listener\'s URL carried', () => {
    expect(rememberedHlsJs(HLS.url)).toBe(false);
    rememberHlsJs({ ...HLS, url: `${HLS.url}?user-id=abc` });
    expect(rememberedHlsJs(HLS.url)).toBe(true);
    expect(rememberedHlsJs('https://s.example/other.m3u8')).toBe(false);
    expect(rememberedHlsJs(undefined)).toBe(false);
  });

  it('where storage is blocked (a sandboxed frame), remembers nothing and throws nothing', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => rememberHlsJs(HLS)).not.toThrow();
    expect(rememberedHlsJs(HLS.url)).toBe(false);
  });
});
