// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../runtime/player/context';
import type { Player } from '../../../runtime/player/types';
import { PlayButton } from '../../../runtime/ui/controls/PlayButton';
import { embedConfig } from '../support/embed-config';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

// Spec §4: "The preloader shows until autoplay success, autoplay failure, or an invalid player id".
// The preloader is the Play button, busy (the pulse every connecting state has): nothing new on
// screen, so nothing can overlap in any frame.
const root = document.createElement('div');
let player: Player;

function renderButton(autoplay: boolean) {
  // `?autoplay=1` as the address asks for it; the engine, which would try it, is never loaded here.
  player = testPlayer(embedConfig(), { search: autoplay ? '?autoplay=1' : '' });
  act(() => {
    render(
      <PlayerContext.Provider value={player}>
        <PlayButton />
      </PlayerContext.Provider>,
      root,
    );
  });
  return () => root.querySelector('button')!.getAttribute('aria-busy');
}

afterEach(() => {
  act(() => {
    render(null, root);
  });
  destroyTestPlayers();
});

describe('the preloader (autoplay=1)', () => {
  it.each(['success', 'failed'] as const)('is busy from the first render until autoplay settles (%s)', (outcome) => {
    const busy = renderButton(true);
    expect(busy()).toBe('true');
    // The engine's `autoplay` event: attempted, and connecting (actions/engine-bindings.ts).
    act(() => {
      player.stores.autoplay.set('attempted');
      player.stores.connection.set('connecting');
    });
    expect(busy()).toBe('true');
    act(() => {
      player.stores.autoplay.set(outcome);
      player.stores.connection.set(outcome === 'success' ? 'playing' : 'idle');
    });
    expect(busy()).toBe('false');
  });

  it('is not shown when autoplay was not asked for', () => {
    expect(renderButton(false)()).toBe('false');
  });
});
