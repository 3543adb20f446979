import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../../../runtime/lib/safe-storage';
import { streamDelay, type StreamDelayDeps } from '../../../../runtime/features/metadata/sync/stream-delay';

const ranges = (...spans: [number, number][]): TimeRanges => ({ length: spans.length, start: (i) => spans[i]![0], end: (i) => spans[i]![1] });

/** A stream element as the delay reads it: an event target with the media fields it uses. */
function element(src: string) {
  const target = new EventTarget();
  return Object.assign(target, {
    currentSrc: src,
    currentTime: 0,
    paused: false,
    readyState: 4,
    buffered: ranges([0, 2.25]),
    seekable: ranges([0, Infinity]),
  });
}
type Element = ReturnType<typeof element>;

function memoryStorage(): SafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (key) => data.get(key) ?? null, set: (key, value) => (data.set(key, value), true), remove: (key) => data.delete(key) };
}

/** The page: events from the element reach the root (the document's capture phase, in a browser). */
function page(media: Element, probeAnswer: number | null = 16.4, stored: Record<string, string> = {}) {
  let clock = 1_000_000;
  const probed: string[] = [];
  let answer: (seconds: number | null) => void = () => {};
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.set(key, value);
  const deps: StreamDelayDeps = {
    root: media,
    storage,
    now: () => clock,
    probe: (url) => {
      probed.push(url);
      return new Promise((resolve) => (answer = resolve));
    },
  };
  const delay = streamDelay(() => media, deps);
  return {
    delay,
    deps,
    probed,
    answerProbe: async () => {
      answer(probeAnswer);
      await Promise.resolve();
      await Promise.resolve();
    },
    /** `seconds` of wall time pass, `played` of them heard. */
    pass(seconds: number, played = seconds) {
      clock += seconds * 1000;
      media.currentTime += played;
      media.buffered = ranges([0, media.currentTime + 2.25]);
    },
    fire: (type: string) => media.dispatchEvent(new Event(type)),
  };
}

describe('streamDelay', () => {
  it("Chromium's live MP3 (2.25 s buffered ahead): the burst is probed once at the start, then counted, with the time the start took", async () => {
    const media = element('http://radio.example/live?uid=1');
    const view = page(media);
    view.fire('loadstart');
    view.pass(0.35, 0); // the start
    view.fire('playing');
    // Without the listener's query (their ids, a per-listener token).
    expect(view.probed).toEqual(['http://radio.example/live']);
    view.pass(3);
    // Before the probe answers: the element's own reading.
    expect(view.delay.ms()).toBe(2250);
    await view.answerProbe();
    expect(view.delay.ms()).toBe(16_750);
    // Kept for the next page on this device, by stream (not by listener).
    expect(view.deps.storage.get('streamBurst:http://radio.example/live')).toBe('16.40 1003350');
    // A stall: the listener falls further behind.
    view.pass(2, 0);
    expect(view.delay.ms()).toBe(18_750);
    // A new connection (a reconnect): from its own start, and no second probe.
    media.currentTime = 0;
    view.fire('loadstart');
    view.pass(0.3, 0);
    view.fire('playing');
    expect(view.delay.ms()).toBe(16_700);
    expect(view.probed).toHaveLength(1);
    view.delay.stop();
  });

  it('WebKit (no buffered range at all while a live MP3 plays): probed, then counted', async () => {
    const media = element('http://radio.example/live');
    media.buffered = ranges();
    const view = page(media);
    view.fire('loadstart');
    view.pass(0.5, 0);
    view.fire('playing');
    expect(view.probed).toEqual(['http://radio.example/live']);
    await view.answerProbe();
    view.pass(10);
    media.buffered = ranges();
    expect(view.delay.ms()).toBe(16_900);
  });

  it('a burst this device measured before is used at once, with no probe; an element that already shows more wins', () => {
    const media = element('http://radio.example/live?uid=2');
    // Already playing when the player started listening (a click before the app): counted from then.
    const view = page(media, 16.4, { 'streamBurst:http://radio.example/live': '8 999000' });
    view.pass(5);
    expect(view.delay.ms()).toBe(8000);
    view.fire('playing');
    expect(view.probed).toEqual([]);
    media.buffered = ranges([0, media.currentTime + 12]);
    expect(view.delay.ms()).toBe(12_000);
  });

  it('a measure a week old, or one that cannot be read, is taken again', () => {
    const week = 7 * 86_400_000;
    for (const stored of [`8 ${1_000_000 - week}`, '8', 'eight 999000', `8 ${1_000_000 + 60_000}`]) {
      const view = page(element('http://radio.example/live'), 16.4, { 'streamBurst:http://radio.example/live': stored });
      expect(view.probed, stored).toEqual(['http://radio.example/live']);
    }
    const fresh = page(element('http://radio.example/live'), 16.4, { 'streamBurst:http://radio.example/live': `8 ${1_000_000 - week + 1000}` });
    expect(fresh.probed).toEqual([]);
  });

  it('already playing when the player starts listening, with nothing known: probed at once, counted from the first reading', async () => {
    const media = element('http://radio.example/live?uid=3');
    media.currentTime = 3;
    const view = page(media);
    expect(view.probed).toEqual(['http://radio.example/live']);
    await view.answerProbe();
    view.pass(2);
    expect(view.delay.ms()).toBe(16_400);
  });

  it("nothing is probed where the element shows its burst (Firefox), for HLS, or when paused; an unknown burst leaves the element's reading", async () => {
    const firefox = element('http://radio.example/live');
    firefox.buffered = ranges([0, 16.4]);
    const inFirefox = page(firefox);
    inFirefox.fire('playing');
    expect(inFirefox.probed).toEqual([]);

    const hls = page(element('https://cdn.example/live.m3u8?uid=1'));
    hls.fire('playing');
    expect(hls.probed).toEqual([]);

    const refused = element('http://radio.example/other');
    const noCors = page(refused, null);
    noCors.fire('playing');
    await noCors.answerProbe();
    noCors.pass(4);
    expect(noCors.delay.ms()).toBe(2250);
    expect(noCors.deps.storage.get('streamBurst:http://radio.example/other')).toBeNull();
    refused.paused = true;
    expect(noCors.delay.ms()).toBe(0);
  });

  it('stops listening when stopped: a later start probes nothing', () => {
    const media = element('http://radio.example/live');
    media.paused = true;
    const view = page(media);
    view.delay.stop();
    media.paused = false;
    view.fire('playing');
    expect(view.probed).toEqual([]);
  });
});
