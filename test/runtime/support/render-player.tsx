import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { vi } from 'vitest';
import { resolveStartup } from '../../../runtime/config/startup';
import { PlayerContext } from '../../../runtime/player/context';
import { createPlayer } from '../../../runtime/player/create-player';
import { FEATURES, loadEngineSetup } from '../../../runtime/features/registry';
import type { Player as PlayerObject } from '../../../runtime/player/types';
import { Player } from '../../../runtime/ui/Player';
import { testEnv } from './test-player';

/**
 * Renders `player` in a new element on the page as app.tsx does, its engine loaded (a lazy chunk
 * a browser fetches on the listener's first intent). Returns the element.
 */
export async function showPlayer(player: PlayerObject): Promise<HTMLElement> {
  const root = document.createElement('div');
  document.body.append(root);
  act(() => {
    render(
      <PlayerContext.Provider value={player}>
        <Player features={FEATURES} />
      </PlayerContext.Provider>,
      root,
    );
  });
  await act(async () => {
    await player.session.loadEngine();
  });
  return root;
}

/**
 * Makes a fresh player the way app.tsx does — from the page's inlined config and an address,
 * with every feature of the registry — and renders it. The browser's media element is stubbed on
 * its prototype (happy-dom plays nothing): play() only resolves, and every media event is
 * dispatched by the test, as a browser would. `unmount()` also destroys the player.
 */
export async function renderPlayer(address = '/42', { refusePlay }: { refusePlay?: Error } = {}) {
  const url = new URL(address, 'https://embed.example');
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
  if (refusePlay) play.mockRejectedValue(refusePlay);
  else play.mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) =>
    type.startsWith('audio/') ? 'maybe' : '',
  );
  const player = createPlayer(await resolveStartup(document, url), testEnv(), FEATURES, loadEngineSetup);
  const root = await showPlayer(player);

  const button = (name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  const slider = () => root.querySelector<HTMLInputElement>('input[type="range"][aria-label="Volume"]');
  const audio = () => root.querySelector('audio')!;
  return {
    player,
    root,
    play,
    button,
    slider,
    audio,
    click: (name: string) => act(() => button(name)!.click()),
    /** Dispatches a media event as the browser would, and lets the UI re-render. */
    media: async (type: string) => {
      await act(async () => {
        audio().dispatchEvent(new Event(type));
      });
    },
    settle: () => act(async () => {}),
    /**
     * Lets a task pass (with fake timers too): the art starts a task after the page's load event,
     * and happy-dom's page has loaded (ui/art/use-art.tsx).
     */
    pageLoaded: () =>
      act(async () => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
        else await new Promise((done) => setTimeout(done));
      }),
    unmount: () =>
      act(() => {
        render(null, root);
        player.destroy();
      }),
  };
}
