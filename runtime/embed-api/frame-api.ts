import type { Player } from '../player/types';
import type { PlayerStores } from '../player/player-stores';
import { type FrameEvent, MESSAGE_TYPE, type PlayerState } from './protocol';
import { contentHeight, observeContentHeight } from './content-height';
import { HOST_API_STARTED, hostOrigin, isFromHost, toldHostReady } from './host-handshake';

/**
 * The player's state as the host page sees it: the spec's player state (`stores.playerState`) in the
 * loader's words, which it has had since before (idle and paused are `stopped`, buffering is
 * `connecting`), and `error` for a stream that failed (a connection status, not a player state).
 */
export function playerState({ playerState, connection }: Pick<PlayerStores, 'playerState' | 'connection'>): PlayerState {
  const state = playerState.get();
  if (state === 'playing') return 'playing';
  if (state === 'buffering') return 'connecting';
  return connection.get() === 'failed' ? 'error' : 'stopped';
}

const READY_POLL_MS = 100;

/**
 * The iframe's half of the host-page API (the loader, embed.js): obeys play/stop (and the keyboard shortcuts'
 * play-stop, mute and volume) from the framing page only (through the player's requests), and tells it the player's state and the height the content needs at the frame's width. Returns
 * destroy.
 */
export function startFrameApi(player: Pick<Player, 'request' | 'env' | 'stores'>): () => void {
  const { request, stores } = player;
  const win = player.env.window;
  const host = win.parent;
  const origin = hostOrigin(win);
  const post = (message: FrameEvent) => host.postMessage({ type: MESSAGE_TYPE, ...message }, origin);
  let state = playerState(stores);
  let status = stores.connectionStatus.get();
  let height = contentHeight(win.document);

  const onMessage = (event: MessageEvent) => {
    if (!isFromHost(event, host, origin)) return;
    const { command } = event.data;
    if (command === 'play' || command === 'stop') request[command]();
    // The keyboard shortcuts' own code, loaded on the first such command.
    else void import('../features/listening/shortcuts/body').then((body) => body.runPlayerShortcut(command, request, stores.playback));
  };
  const onStateChange = () => {
    const next = playerState(stores);
    const nextStatus = stores.connectionStatus.get();
    // A stream waiting for data (CONNECTED) that is then got back (CONNECTING) is `connecting` both times.
    if (next === state && nextStatus === status) return;
    state = next;
    status = nextStatus;
    post({ event: 'state', state, status });
  };
  // The loader sizes the frame for its width and takes a height from here only as more room for
  // that width (never less), so the measure, which follows the frame's height, cannot chase it.
  // A new width is told even with the same height: the loader forgets what was asked for the
  // old one.
  let width = win.innerWidth;
  const onResize = (next: number) => {
    if (Math.abs(next - height) < 1 && win.innerWidth === width) return;
    height = next;
    width = win.innerWidth;
    post({ event: 'height', height, width });
  };

  win.addEventListener('message', onMessage);
  // Commands the host sent before the app was there, held by the first paint, come now.
  win.dispatchEvent(new Event(HOST_API_STARTED));
  const unlisten = [stores.playerState.listen(onStateChange), stores.connection.listen(onStateChange)];
  const unobserve = observeContentHeight(win.document, onResize);
  // A command before the player has rendered its stream element would be refused (spec §4), so
  // the host queues them until `ready`. From then on play() loads the engine itself if need be.
  const announce = () => {
    if (!win.document.querySelector('#app > *')) return;
    win.clearInterval(poll);
    state = playerState(stores);
    status = stores.connectionStatus.get();
    height = contentHeight(win.document);
    width = win.innerWidth;
    // The first paint said `ready` for the painted player (the loader sized the frame and sent its
    // queue): the app only corrects what differs, so the host page hears `ready` once.
    if (!toldHostReady(win.document)) return post({ event: 'ready', state, status, height, width });
    post({ event: 'height', height, width });
    post({ event: 'state', state, status });
  };
  const poll = win.setInterval(announce, READY_POLL_MS);
  announce();

  return () => {
    win.clearInterval(poll);
    win.removeEventListener('message', onMessage);
    unlisten.forEach((off) => off());
    unobserve();
  };
}
