// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../runtime/player/context';
import type { Connection } from '../../../runtime/stores/connection';
import { ConnectionStatus } from '../../../runtime/ui/ConnectionStatus';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

const root = document.createElement('div');
afterEach(() => {
  act(() => {
    render(null, root);
  });
  destroyTestPlayers();
});

describe('ConnectionStatus', () => {
  it.each<[Connection, string]>([
    ['idle', ''],
    ['connecting', 'Connecting…'],
    ['buffering', 'Buffering…'],
    ['playing', ''],
    ['reconnecting', 'Reconnecting…'],
    ['failed', 'Stream unavailable'],
  ])('is a status live region that says, when %s, "%s"', (state, words) => {
    const player = testPlayer(embedConfig());
    act(() => {
      render(
        <PlayerContext.Provider value={player}>
          <ConnectionStatus />
        </PlayerContext.Provider>,
        root,
      );
    });
    const region = root.querySelector('[role="status"]');
    act(() => player.stores.connection.set(state));
    expect(region?.textContent).toBe(words);
    // The layout styles against the state.
    expect(region?.getAttribute('data-state')).toBe(state);
  });
});
