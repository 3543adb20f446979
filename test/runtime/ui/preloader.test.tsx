// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../runtime/player/context';
import type { Player } from '../../../runtime/player/types';
import { $autoplay } from '../../../runtime/stores/autoplay';
import { $connection } from '../../../runtime/stores/connection';
import { $overrides } from '../../../runtime/stores/overrides';
import { PlayButton } from '../../../runtime/ui/controls/PlayButton';
import { resetStores } from '../support/reset';

// Spec §4: "The preloader shows until autoplay success, autoplay failure, or an invalid player id".
// The preloader is the Play button, busy (the pulse every connecting state has): nothing new on
// screen, so nothing can overlap in any frame.
const root = document.createElement('div');
const player = { request: { play() {}, stop() {} } } as unknown as Player;

function renderButton(autoplay: boolean) {
  resetStores();
  $overrides.set({ ...$overrides.get(), autoplay });
  $autoplay.set('not_attempted');
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
  resetStores();
  $autoplay.set('not_attempted');
});

describe('the preloader (autoplay=1)', () => {
  it.each(['success', 'failed'] as const)('is busy from the first render until autoplay settles (%s)', (outcome) => {
    const busy = renderButton(true);
    expect(busy()).toBe('true');
    // The engine's `autoplay` event: attempted, and connecting (actions/engine-bindings.ts).
    act(() => {
      $autoplay.set('attempted');
      $connection.set('connecting');
    });
    expect(busy()).toBe('true');
    act(() => {
      $autoplay.set(outcome);
      $connection.set(outcome === 'success' ? 'playing' : 'idle');
    });
    expect(busy()).toBe('false');
  });

  it('is not shown when autoplay was not asked for', () => {
    expect(renderButton(false)()).toBe('false');
  });
});
