// @vitest-environment happy-dom
// Play's gate with an ad gateway (runtime/features/ads): the first Play plays the pre-roll and
// then the stream — here through a fresh player with the real ads body and vast-client, with
// `fetch` failing or hanging as a dead or slow gateway would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ads } from '../../../runtime/features/ads/face';
import { adEvents } from '../../../runtime/features/ads/public/events';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { adsConfig } from './pre-roll-harness';

/** A fresh player with the ads feature: its gate remembers the player's one pre-roll. */
function load(config: EmbedConfig) {
  const player = testPlayer(config, { features: [ads] });
  player.stores.privacyStatus.set('resolved');
  return { player, withPreRoll: player.passPlayGate, $playback: player.stores.playback, $connection: player.stores.connection, adEvents };
}

/** What the play action does: the app state says "play", then the gate decides when. */
function pressPlay(m: ReturnType<typeof load>, start: () => void): void {
  m.$playback.setKey('playStream', true);
  m.$connection.set('connecting');
  m.withPreRoll(start);
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
});
afterEach(() => {
  destroyTestPlayers();
  vi.unstubAllGlobals();
});
describe('withPreRoll', () => {
  it('starts the stream at once, inside the click, for a station without a gateway', async () => {
    const m = load(adsConfig(''));
    const start = vi.fn();
    pressPlay(m, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gateway down: the ad request fails, the stream starts once, later Plays start at once', async () => {
    const m = load(adsConfig('http://127.0.0.1:9/ads'));
    const events: string[] = [];
    m.adEvents.on('AD_LOAD_ERROR', () => events.push('AD_LOAD_ERROR'));
    const start = vi.fn();
    pressPlay(m, start);
    expect(start).not.toHaveBeenCalled();
    // A second press while the pre-roll runs does not start a second stream.
    pressPlay(m, start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(events).toEqual(['AD_LOAD_ERROR']);
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toMatch(/^http:\/\/127\.0\.0\.1:9\/ads\/getmediavast\.php\?sid=42&/);

    pressPlay(m, start);
    expect(start).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Stop during the pre-roll: no stream, the connection is not left "connecting"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const m = load(adsConfig());
    const stopped = vi.fn();
    m.adEvents.on('AD_STOPPED', stopped);
    const start = vi.fn();
    pressPlay(m, start);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    m.$playback.setKey('playStream', false);
    await vi.waitFor(() => expect(m.$connection.get()).toBe('idle'));
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();

    pressPlay(m, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
