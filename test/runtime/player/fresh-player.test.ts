// @vitest-environment happy-dom
// Two players one after the other on one page (create → destroy → create, as a host page that
// re-creates its embed, or two tests): the second behaves as a fresh one. Nothing of the
// player's machinery is kept at module level (issue 16), so nothing of the first reaches it:
// not its engine's waiters, not its Play gate, not its Media Session buttons.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feature, Player } from '../../../runtime/player/types';
import { embedConfig } from '../support/embed-config';
import { fakeMedia } from '../support/fake-media';
import { resetLogLevel } from '../support/reset';
import { destroyTestPlayers, testPlayer } from '../support/test-player';

/** A player of `title` with `features`, its stream element mounted as StreamElement does. */
function mounted(title: string, features: readonly Feature[] = []) {
  const player = testPlayer(embedConfig({ title }), { features });
  const fake = fakeMedia();
  const shell = document.createElement('main');
  shell.append(fake.media);
  document.body.append(shell);
  player.attachMedia(fake.media);
  return { player, ...fake, shell };
}

/** The listener's pointer arrives on the player: its engine loads (a lazy chunk). */
async function engineLoaded(player: Player, shell: HTMLElement) {
  shell.dispatchEvent(new Event('pointerenter'));
  let engine: unknown;
  player.whenEngine((loaded) => (engine = loaded));
  await vi.waitFor(() => expect(engine).toBeDefined());
}

beforeEach(resetLogLevel);
afterEach(() => {
  destroyTestPlayers();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('a second player starts clean', () => {
  it('the first player’s engine waiters (a feed waiting for its engine) never run on the second’s engine', async () => {
    const waited = vi.fn();
    const waitsForEngine: Feature = { applies: () => true, start: (p) => (p.whenEngine(waited), () => {}) };
    const first = mounted('Radio One', [waitsForEngine]);
    first.player.destroy(); // before the listener ever showed intent

    const second = mounted('Radio Two');
    await engineLoaded(second.player, second.shell);
    expect(waited).not.toHaveBeenCalled();
  });

  it('a Play gate the first player’s pre-roll sets after it was destroyed neither holds nor opens the second’s', async () => {
    // The first player's ads body arrives late, after destroy(), and takes the gate then.
    let bodyArrives = () => {};
    const lateBody = new Promise<void>((resolve) => (bodyArrives = resolve));
    const lateGate: Feature = {
      applies: () => true,
      start: (p) => lateBody.then(() => p.setPlayGate(() => {})),
    };
    const first = mounted('Radio One', [lateGate]);
    first.player.destroy();

    // The second player's pre-roll holds Play until its ad has played.
    let adPlayed = () => {};
    const preRoll: Feature = { applies: () => true, start: (p) => p.setPlayGate((start) => (adPlayed = start)) };
    const second = mounted('Radio Two', [preRoll]);
    bodyArrives();
    await lateBody;
    await engineLoaded(second.player, second.shell);

    second.player.request.play();
    expect(second.play).not.toHaveBeenCalled(); // the ad first
    adPlayed();
    expect(second.play).toHaveBeenCalledOnce();
    expect(second.media.getAttribute('src')).toContain('https://stream.example/live.mp3');
  });
});

describe('the Media Session (lock screen, headset buttons) belongs to the player that played', () => {
  const handlers: Record<string, (() => void) | null> = {};
  let mediaSession: { metadata: { title?: string } | null; playbackState: string; setActionHandler: (a: string, h: (() => void) | null) => void };
  beforeEach(() => {
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    mediaSession = { metadata: null, playbackState: 'none', setActionHandler: (action, handler) => (handlers[action] = handler) };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: mediaSession });
  });

  /** Play, and the audio starts: the lock screen learns of it shortly after. */
  async function playing({ player, shell, startPlaying }: ReturnType<typeof mounted>) {
    await engineLoaded(player, shell);
    player.request.play();
    startPlaying();
    await vi.waitFor(() => expect(handlers.play).toBeTypeOf('function'));
  }

  it('a destroyed player’s buttons do nothing', async () => {
    const first = mounted('Radio One');
    await playing(first);
    const { play, pause } = handlers;
    first.player.destroy();
    expect(handlers.play ?? null).toBeNull(); // handed back to the browser

    // A button pressed on the lock screen after all: the player stays as it was left.
    const { playback, connection } = first.player.stores;
    const left = [playback.get(), connection.get()];
    play!();
    expect([playback.get(), connection.get()]).toEqual(left);
    pause!();
    expect([playback.get(), connection.get()]).toEqual(left);
    expect(first.play).toHaveBeenCalledOnce();
  });

  it('the next player’s lock screen shows its own station, and its buttons play its own stream', async () => {
    const first = mounted('Radio One');
    await playing(first);
    first.player.destroy();

    const second = mounted('Radio Two');
    await playing(second);
    expect(mediaSession.metadata?.title).toBe('Radio Two');
    handlers.pause!();
    expect(second.media.getAttribute('src')).toBeNull();
    handlers.play!();
    expect(second.play).toHaveBeenCalledTimes(2);
    expect(first.play).toHaveBeenCalledOnce();
  });
});
