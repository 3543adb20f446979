// @vitest-environment happy-dom
import type { HlsConfig } from 'hls.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HLS_CONFIG } from '../../../runtime/engine/hls-config';
import { EARLY_HLS, hlsTransport, startEarlyHls } from '../../../runtime/engine/hls-transport';
import { dataSaving } from '../../../runtime/features/listening/data-saver/data-saver';
import { setLowData } from '../../../runtime/features/listening/data-saver/set-low-data';
import { listeningStores, type ListeningStores } from '../../../runtime/features/listening/stores';
import { createPlayerStores, type PlayerStores } from '../../../runtime/player/player-stores';

// hls.js itself plays in the browsers (test/e2e/engine-*.test.ts); here, which of its errors the
// transport passes on to the engine. A stand-in with hls.js's own event and error names.
const hls = vi.hoisted(() => ({
  instances: [] as { config: unknown; autoLevelCapping: number; emit(event: string, data: unknown): void; destroy(): void }[],
}));
vi.mock('hls.js/light', async () => {
  const { default: Hls } = await vi.importActual<typeof import('hls.js')>('hls.js');
  class StandIn {
    static Events = Hls.Events;
    static ErrorDetails = Hls.ErrorDetails;
    autoLevelCapping = -1;
    private handlers = new Map<string, (event: string, data: unknown) => void>();
    constructor(readonly config: unknown) {
      hls.instances.push(this);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, handler);
    }
    emit(event: string, data: unknown) {
      this.handlers.get(event)?.(event, data);
    }
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
  }
  return { default: StandIn };
});

const { default: Hls } = await vi.importActual<typeof import('hls.js')>('hls.js');

beforeEach(() => {
  hls.instances.length = 0;
});

/** The player's stores, with its "Low data" switch (fresh for each connect). */
let stores: PlayerStores & ListeningStores;

function connect(withCredentials = false) {
  stores = { ...createPlayerStores(), ...listeningStores() };
  const onFailure = vi.fn();
  const media = document.createElement('audio');
  const close = hlsTransport(media, 'https://s.example/live.m3u8', onFailure, withCredentials, dataSaving(stores.lowData));
  const [instance] = hls.instances;
  const error = (details: string, fatal: boolean) => instance!.emit(Hls.Events.ERROR, { type: 'networkError', details, fatal });
  return { onFailure, close, instance: instance!, error, media };
}

/** The cap follows the listener's Low data (on: the lowest level; off: none) until `close`, and no longer after it. */
function expectFollowsLowData(instance: { autoLevelCapping: number }, close: () => void): void {
  setLowData(stores, true);
  expect(instance.autoLevelCapping).toBe(0);
  setLowData(stores, false);
  expect(instance.autoLevelCapping).toBe(-1);
  close();
  setLowData(stores, true);
  expect(instance.autoLevelCapping).toBe(-1);
  setLowData(stores, false);
}

describe('hls.js transport', () => {
  it('runs hls.js with the station settings, and its close destroys it', () => {
    const { instance, close } = connect();
    expect(instance.config).toBe(HLS_CONFIG);
    close();
    expect(instance.destroy).toHaveBeenCalledOnce();
  });

  it('caps the level at the lowest where the browser asks to save data (the data saver), else leaves it to hls.js', () => {
    expect(connect().instance.autoLevelCapping).toBe(-1);
    hls.instances.length = 0;
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(connect().instance.autoLevelCapping).toBe(0);
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });

  it('follows the listener\'s Low data while it plays: capped at the lowest level when turned on, the cap lifted when off; not after the close', () => {
    const { instance, close } = connect();
    expect(instance.autoLevelCapping).toBe(-1);
    expectFollowsLowData(instance, close);
  });

  it("with the station's withCredentials, every playlist and segment request carries cookies (spec §3 enableXhrCredentials)", async () => {
    const config = connect(true).instance.config as HlsConfig;
    expect(config).toMatchObject(HLS_CONFIG);
    const xhr = new XMLHttpRequest();
    await config.xhrSetup!(xhr, 'https://s.example/live.m3u8', {} as never);
    expect(xhr.withCredentials).toBe(true);
    const request = await config.fetchSetup!({ url: 'https://s.example/seg-1.ts' } as never, { method: 'GET' });
    expect(request.credentials).toBe('include');
    expect(request.url).toBe('https://s.example/seg-1.ts');
  });

  it('without it, hls.js keeps its own requests (no cookies cross-origin)', () => {
    const config = connect(false).instance.config as HlsConfig;
    expect(config.xhrSetup).toBeUndefined();
    expect(config.fetchSetup).toBeUndefined();
  });

  it('leaves a recoverable error to hls.js, and passes a fatal one on', () => {
    const { onFailure, error } = connect();
    error(Hls.ErrorDetails.FRAG_LOAD_ERROR, false);
    expect(onFailure).not.toHaveBeenCalled();
    error(Hls.ErrorDetails.MANIFEST_LOAD_ERROR, true);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ details: Hls.ErrorDetails.MANIFEST_LOAD_ERROR }));
  });

  describe("hls.js's own reload of the element (recoverMediaError: it attaches a new Media Source, the element left paused with no `pause` event)", () => {
    /** The element's state and play() as hls.js's reload leaves them: paused, play() answering `answer`. */
    function reloaded(media: HTMLAudioElement, instance: { emit(event: string, data: unknown): void }, answer: Promise<void> = Promise.resolve()) {
      Object.defineProperty(media, 'paused', { value: true, configurable: true });
      const play = vi.spyOn(media, 'play').mockReturnValue(answer);
      instance.emit(Hls.Events.MEDIA_ATTACHED, { media });
      return play;
    }

    it('plays on where the element was playing (issue 29: Stop was shown over silence)', () => {
      const { instance, media, onFailure } = connect();
      media.dispatchEvent(new Event('play'));
      expect(reloaded(media, instance)).toHaveBeenCalledOnce();
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('leaves an element paused by someone (its `pause`) or never played (the first attach) paused', () => {
      const first = connect();
      expect(reloaded(first.media, first.instance)).not.toHaveBeenCalled();
      hls.instances.length = 0;
      const paused = connect();
      paused.media.dispatchEvent(new Event('play'));
      paused.media.dispatchEvent(new Event('pause'));
      expect(reloaded(paused.media, paused.instance)).not.toHaveBeenCalled();
    });

    it("passes a refused play() on to the engine (the browser's autoplay policy: Play shows)", async () => {
      const { instance, media, onFailure } = connect();
      media.dispatchEvent(new Event('play'));
      const refusal = new DOMException('play() needs a gesture', 'NotAllowedError');
      reloaded(media, instance, Promise.reject(refusal));
      await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith(refusal));
    });

    it('hears the element no more once closed', () => {
      const { instance, media, close } = connect();
      close();
      media.dispatchEvent(new Event('play'));
      expect(reloaded(media, instance)).not.toHaveBeenCalled();
    });
  });

  it('a live playlist that stopped advancing (a crashed packager) is the stream failing, though not fatal to hls.js', () => {
    const { onFailure, error } = connect();
    error(Hls.ErrorDetails.PLAYLIST_UNCHANGED_ERROR, false);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ details: 'playlistUnchangedError' }));
  });
});

// A cold click's early stream where hls.js plays the HLS (Firefox): started by the first paint
// before the engine came (first-paint/early-stream.ts), adopted by the engine (engine/connection.ts).
describe('hls.js started early, adopted by the engine', () => {
  function early() {
    const media = document.createElement('audio');
    const load = vi.spyOn(media, 'load').mockImplementation(() => {});
    const handle = startEarlyHls(media, 'https://s.example/live.m3u8?gdpr=1');
    const [instance] = hls.instances;
    const fatal = () => instance!.emit(Hls.Events.ERROR, { type: 'networkError', details: Hls.ErrorDetails.MANIFEST_LOAD_ERROR, fatal: true });
    return { media, load, handle, instance: instance!, fatal };
  }

  it('is left on the element for the engine, with the station settings and no cookies (an early stream is only a station without credentials)', () => {
    const { media, handle, instance } = early();
    expect((media as unknown as Record<string, unknown>)[EARLY_HLS]).toBe(handle);
    expect(instance.config).toBe(HLS_CONFIG);
  });

  it('a fatal error before the engine came ends it and resets the element (the first paint stops waiting; the engine connects afresh)', () => {
    const { media, load, instance, fatal } = early();
    media.setAttribute('src', 'blob:media-source');
    fatal();
    expect(instance.destroy).toHaveBeenCalledOnce();
    expect(media.getAttribute('src')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it("once adopted, its failures are the engine's, and the engine's close ends it once", () => {
    const { handle, instance, load, fatal } = early();
    const onFailure = vi.fn();
    const close = handle.adopt(onFailure);
    fatal();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ details: Hls.ErrorDetails.MANIFEST_LOAD_ERROR }));
    expect(instance.destroy).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    close();
    handle.close();
    expect(instance.destroy).toHaveBeenCalledOnce();
  });

  it("the data saver: the browser's Save-Data before the engine came; the listener's Low data once adopted, followed until the close", () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(early().instance.autoLevelCapping).toBe(0);
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
    hls.instances.length = 0;
    const { handle, instance } = early();
    expect(instance.autoLevelCapping).toBe(-1);
    stores = { ...createPlayerStores(), ...listeningStores() };
    setLowData(stores, true);
    const close = handle.adopt(vi.fn(), dataSaving(stores.lowData));
    expect(instance.autoLevelCapping).toBe(0);
    setLowData(stores, false);
    expectFollowsLowData(instance, close);
  });
});
