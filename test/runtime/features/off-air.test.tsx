// @vitest-environment happy-dom
// Off air (issue 20 §5): a stream down at the first Play shows the station's ui.offAirText
// instead of the generic failure; a drop mid-play that cannot be got back does not.
import { atom } from 'nanostores';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { followOffAir } from '../../../runtime/features/listening/off-air/body';
import { PlayerContext } from '../../../runtime/player/context';
import type { Player } from '../../../runtime/player/types';
import type { Connection } from '../../../runtime/stores/connection';
import { ConnectionStatus } from '../../../runtime/ui/ConnectionStatus';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

describe('down at start', () => {
  const follow = (...states: Connection[]) => {
    const connection = atom<Connection>('idle');
    const offAir = atom(false);
    const stop = followOffAir(connection, offAir);
    const seen = states.map((state) => (connection.set(state), offAir.get()));
    stop();
    return seen.at(-1);
  };

  test('a Play that fails before any audio is off air', () => expect(follow('connecting', 'failed')).toBe(true));
  test('a drop mid-play that gives up is not', () => expect(follow('connecting', 'playing', 'reconnecting', 'failed')).toBe(false));
  test('a new Play after such a drop that fails at once is', () =>
    expect(follow('connecting', 'playing', 'reconnecting', 'failed', 'connecting', 'failed')).toBe(true));
  test('nothing to say while connecting or idle', () => {
    expect(follow('connecting')).toBe(false);
    expect(follow('connecting', 'failed', 'idle')).toBe(false);
  });
});

describe('the status line', () => {
  let stop = () => {};
  let player: Player;
  beforeEach(() => {
    document.body.innerHTML = '<div id="app"></div>';
  });
  afterEach(() => {
    stop();
    render(null, document.getElementById('app')!);
    destroyTestPlayers();
  });

  /** A player of a station with `offAirText`, its status line shown. */
  const station = (offAirText: string) => {
    const config = embedConfig();
    config.ui.offAirText = offAirText;
    player = testPlayer(config);
    stop = followOffAir(player.stores.connection, player.stores.offAir);
    act(() =>
      render(
        <PlayerContext.Provider value={player}>
          <ConnectionStatus />
        </PlayerContext.Provider>,
        document.getElementById('app')!,
      ),
    );
  };
  const status = () => document.querySelector('.re-status')!.textContent;

  test("says the station's off-air text when the stream is down at start", () => {
    station('Radio 42 is off air until 6 am');
    act(() => player.stores.connection.set('connecting'));
    act(() => player.stores.connection.set('failed'));
    expect(status()).toBe('Radio 42 is off air until 6 am');
  });

  test('a drop mid-play that gives up keeps the generic words', () => {
    station('Radio 42 is off air until 6 am');
    for (const state of ['connecting', 'playing', 'reconnecting', 'failed'] as const) act(() => player.stores.connection.set(state));
    expect(status()).toBe('Stream unavailable');
  });

  test('without ui.offAirText, the generic words', () => {
    station('');
    act(() => player.stores.connection.set('connecting'));
    act(() => player.stores.connection.set('failed'));
    expect(status()).toBe('Stream unavailable');
  });
});
