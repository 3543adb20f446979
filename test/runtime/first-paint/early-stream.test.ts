// @vitest-environment happy-dom
// A cold click's early stream (issue 29): the URL the first paint starts must be the very URL the
// engine would connect to, or the engine cannot take the stream over (it connects afresh where
// they differ); and the build names a stream only where nothing must be decided before it.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createStreamParams } from '../../../runtime/setup/stream-url-for';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { takeEarlyStream } from '../../../runtime/engine/early-stream';
import { privacy } from '../../../runtime/features/privacy/face';
import { findLocators } from '../../../runtime/features/consent/find-locators';
import { cmpUpTheChain, EARLY_STREAM, sourceParam, startEarlyStream } from '../../../runtime/first-paint/early-stream';
import { earlyStreamBase } from '../../../runtime/first-paint/early-stream-base';
import { streamSourceParam } from '../../../runtime/streams/stream-url';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

const MP3 = 'https://stream.example/live.mp3?sid=1&type=mp3&source=old';

/** The first paint's URL for `config`, as a cold click on a page built from it starts it. */
function firstPaintUrl(config: EmbedConfig): string {
  const root = document.createElement('div');
  const audio = document.createElement('audio');
  audio.play = () => Promise.resolve();
  startEarlyStream(root, audio, earlyStreamBase(config));
  return (audio as unknown as Record<string, string>)[EARLY_STREAM]!;
}

describe('the early stream', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => destroyTestPlayers());

  test("is the engine's own URL for a plain station, with the device id the app then reads", () => {
    const config = embedConfig({ data: { audioHtml: MP3 } });
    const early = firstPaintUrl(config);
    const id = localStorage.getItem('uuid');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const player = testPlayer(config, { features: [privacy] });
    const engineUrl = createStreamParams(player.stores).urlFor({ ...player.station!.stream!.primary, type: 'MP3' });
    expect(early).toBe(engineUrl);
    expect(early).toBe(`https://stream.example/live.mp3?sid=1&source=v7player&user-id=${id}&us_privacy=1---`);
    // A stored device id is kept.
    expect(firstPaintUrl(config)).toBe(early);
  });

  test('says v7mobile where the engine does', () => {
    for (const ua of ['Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)', 'Mozilla/5.0 (Linux; Android 15) Mobile Safari', 'Mozilla/5.0 (iPad; CPU OS 17_0)'])
      expect(sourceParam(ua)).toBe(streamSourceParam(ua));
  });

  test('is only for a station with nothing to decide before its stream', () => {
    const plain = embedConfig({ data: { audioHtml: MP3 } });
    expect(earlyStreamBase(plain)).not.toBe('');
    expect(earlyStreamBase(embedConfig({ data: { audioFlash: 'https://stream.example/live.aac' } }))).not.toBe('');
    const not = (change: (config: EmbedConfig) => void, data?: EmbedConfig['data']) => {
      const config = embedConfig({ data: data ?? { audioHtml: MP3 } });
      change(config);
      return earlyStreamBase(config);
    };
    expect(not((c) => (c.privacy.enabled = true))).toBe('');
    expect(not((c) => (c.data.withCredentials = true))).toBe('');
    expect(not((c) => (c.data.bitrates = { audioHtml: 64 }))).toBe('');
    expect(not((c) => (c.services.cookieSync = { url: 'https://sync.example', partnerKey: 'k', endpoint: 'e', timeoutMs: 1000 }))).toBe('');
    expect(not(() => {}, { stream_id: 1, enrichment: '', withCredentials: false, audioHls: 'https://stream.example/live.m3u8', audioHtml: MP3 })).toBe('');
    expect(not(() => {}, { stream_id: 1, enrichment: '', withCredentials: false, audioHtml: 'https://stream.example/listen.pls' })).toBe('');
    expect(not(() => {}, { stream_id: 1, enrichment: '', withCredentials: false, audioHtml: 'https://stream.example/live.mp3#x' })).toBe('');
  });

  test('waits for a CMP up the frame chain exactly where the consent face asks one', () => {
    /** A chain of windows, the top first, `self` last; each holds the named frames given. */
    const chain = (...held: (string[] | 'refuses')[]): Window => {
      let parent: Window | undefined;
      let win: Window | undefined;
      for (const names of held) {
        const frames = names === 'refuses' ? new Proxy({}, { get: () => { throw new Error('cross-origin'); } }) : Object.fromEntries(names.map((name) => [name, {}]));
        win = { frames } as unknown as Window;
        (win as { parent: Window }).parent = parent ?? win;
        parent = win;
      }
      return win!;
    };
    const faceAsks = (self: Window) => self.parent !== self && Object.values(findLocators(self)).some(Boolean);
    const cases = [
      chain(['__tcfapiLocator']), // a page of its own: no host to ask
      chain([], []),
      chain(['__tcfapiLocator'], []),
      chain(['__gppLocator'], [], []),
      chain([], ['__uspapiLocator']),
      chain(['__tcfapiLocator'], 'refuses', []),
      chain('refuses', []),
      chain(['other'], ['__tcfapiLocatorX']),
    ];
    expect(cases.map(cmpUpTheChain)).toEqual(cases.map(faceAsks));
    expect(cases.map(cmpUpTheChain)).toEqual([false, false, true, true, true, true, false, false]);
  });

  test('the engine takes it once, and not one that failed', () => {
    const audio = document.createElement('audio');
    expect(takeEarlyStream(audio)).toBe('');
    (audio as unknown as Record<string, string>)[EARLY_STREAM] = 'https://stream.example/x.mp3';
    expect(takeEarlyStream(audio)).toBe('https://stream.example/x.mp3');
    expect(takeEarlyStream(audio)).toBe('');
  });

  test('the app rendered first: the first paint leaves the start to it', () => {
    const root = document.createElement('div');
    root.dataset.app = 'ready';
    const audio = document.createElement('audio');
    startEarlyStream(root, audio, earlyStreamBase(embedConfig({ data: { audioHtml: MP3 } })));
    expect(EARLY_STREAM in audio).toBe(false);
    expect(audio.getAttribute('src')).toBeNull();
  });
});
