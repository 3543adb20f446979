// @vitest-environment happy-dom
// "Low data" (issue 20 §5), the listener's side of the data saver: the estimate it shows, the
// choice remembered on the device (or for the page where storage is denied), the menu's switch,
// and the engine following it while it plays.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { followLowData } from '../../../runtime/features/listening/data-saver/data-saver';
import { dataUse, megabytesPerHour } from '../../../runtime/features/listening/data-saver/data-use';
import { LOW_DATA_KEY, lowDataChoice, lowDataOf } from '../../../runtime/features/listening/data-saver/low-data';
import { setLowData } from '../../../runtime/features/listening/data-saver/set-low-data';
import { openListeningMenu } from '../../../runtime/features/listening/menu/body';
import type { AudioEngine } from '../../../runtime/engine/types';
import { safeStorage } from '../../../runtime/lib/safe-storage';
import { listeningStores, type ListeningStores } from '../../../runtime/features/listening/stores';
import { createPlayerStores, type PlayerStores } from '../../../runtime/player/player-stores';
import type { Player } from '../../../runtime/player/types';
import type { StationState } from '../../../runtime/stores/station';
import type { StreamSource } from '../../../runtime/streams/select-stream';
import { embedConfig } from '../support/embed-config';

const hls: StreamSource = { url: 'https://s.example/live.m3u8', type: 'HLS', origin: 'audioHls' };
const aac: StreamSource = { url: 'https://s.example/live.aac', type: 'AAC', origin: 'audioFlash' };
const mp3: StreamSource = { url: 'https://s.example/live.mp3', type: 'MP3', origin: 'audioHtml' };
const rates = { audioFlash: 128, audioHtml: 32 };

/** The test's player stores, fresh for each test. */
let stores: PlayerStores & ListeningStores;
beforeEach(() => (stores = { ...createPlayerStores(), ...listeningStores() }));
afterEach(() => {
  localStorage.clear();
});

describe('the estimate', () => {
  test('kbit/s × 3600 / 8 / 1000 MB an hour, rounded: 64 kbit/s is about 29 MB', () => {
    expect(megabytesPerHour(64)).toBe(29);
    expect(megabytesPerHour(128)).toBe(58);
    expect(megabytesPerHour(32)).toBe(14);
  });
  test('of the source the player would play: the station order, or the lightest while saving data', () => {
    expect(dataUse([aac, mp3], rates, false)).toBe(58);
    expect(dataUse([aac, mp3], rates, true)).toBe(14);
  });
  test('no figure where the source to play has no declared bitrate, nor for the stream_url override', () => {
    expect(dataUse([hls, mp3], { audioHtml: 32 }, false)).toBeNull();
    expect(dataUse([hls], undefined, true)).toBeNull();
    expect(dataUse([{ url: 'https://o.example/x.mp3', origin: 'override' }], rates, true)).toBeNull();
  });
});

describe('the choice', () => {
  test('remembered on the device: a later visit reads it back', () => {
    lowDataChoice(safeStorage(() => localStorage)).store(true);
    expect(localStorage.getItem(LOW_DATA_KEY)).toBe('1');
    expect(lowDataChoice(safeStorage(() => localStorage)).stored()).toBe(true);
    lowDataChoice(safeStorage(() => localStorage)).store(false);
    expect(lowDataChoice(safeStorage(() => localStorage)).stored()).toBe(false);
  });
  test('storage denied (a sandboxed frame): nothing stored, off on the next visit, and the switch still holds for the page', () => {
    const denied = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(lowDataChoice(denied).store(true)).toBe(false);
    expect(lowDataChoice(denied).stored()).toBe(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setLowData(stores, true);
    expect(lowDataOf(stores).get()).toBe(true);
    vi.restoreAllMocks();
  });
});

describe('the switch in Listening options', () => {
  beforeEach(() => (document.body.innerHTML = '<main class="re-player"></main>'));
  const station = (data = { audioFlash: aac.url, audioHtml: mp3.url, bitrates: rates }) =>
    ({ config: embedConfig({ data }), stream: { candidates: [aac, mp3] } }) as unknown as StationState;
  const request = { play: vi.fn(), stop: vi.fn(), toggleMute: vi.fn(), setVolume: vi.fn() };

  test('a named switch, off; on, it shows the low source\'s MB per hour and is remembered', () => {
    act(() => openListeningMenu(document, { request, station: station(), stores, storesOf: (() => stores) as Player['storesOf'] }));
    const toggle = document.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(toggle.textContent).toBe('Low data');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const use = document.getElementById(toggle.getAttribute('aria-describedby')!)!;
    expect(use.textContent).toBe('≈ 58 MB per hour');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(use.textContent).toBe('≈ 14 MB per hour');
    expect(localStorage.getItem(LOW_DATA_KEY)).toBe('1');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem(LOW_DATA_KEY)).toBe('0');
  });
});

describe('the engine follows it', () => {
  const engine = () => ({ load: vi.fn(), reload: vi.fn() }) as unknown as AudioEngine & { load: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };

  test('turned on while playing: the lighter source first, restarted without a new Play; off: back', () => {
    const e = engine();
    stores.playback.setKey('playStream', true);
    const stop = followLowData(e, [aac, mp3], rates, stores.playback, stores.lowData);
    setLowData(stores, true);
    expect(e.load).toHaveBeenLastCalledWith([mp3, aac]);
    expect(e.reload).toHaveBeenCalledTimes(1);
    setLowData(stores, false);
    expect(e.load).toHaveBeenLastCalledWith([aac, mp3]);
    expect(e.reload).toHaveBeenCalledTimes(2);
    stop();
  });
  test('while stopped it only reorders; where the order does not change (one source) nothing happens', () => {
    const e = engine();
    const stop = followLowData(e, [aac, mp3], rates, stores.playback, stores.lowData);
    setLowData(stores, true);
    expect(e.load).toHaveBeenCalledWith([mp3, aac]);
    expect(e.reload).not.toHaveBeenCalled();
    stop();
    const single = engine();
    stores.playback.setKey('playStream', true);
    const stopSingle = followLowData(single, [hls], undefined, stores.playback, stores.lowData);
    setLowData(stores, false);
    expect(single.load).not.toHaveBeenCalled();
    expect(single.reload).not.toHaveBeenCalled();
    stopSingle();
  });
});
