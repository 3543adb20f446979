import { contentHeight } from '../embed-api/content-height';
import { HOST_API_STARTED, hostOrigin, isFromHost } from '../embed-api/host-handshake';
import { MESSAGE_TYPE } from '../embed-api/protocol';

/**
 * Framed by a host page, before the app is there: answers the loader (embed.js) for the painted
 * player, so an embed — every real one is framed — needs its app no sooner than a page opened on
 * its own. It says `ready` with the painted player's height at the frame's width (the loader sized
 * the frame for its width already and takes it only as more room: no jump under the pointer) and
 * state, and again the height when the frame resizes. A host command (the host page's own Play button, `RadioEmbed.play()`) starts the
 * app, and is handed to the app's API (embed-api/frame-api.ts) once it listens and the player has
 * rendered. A `stop` before the app asked for is dropped: nothing plays yet.
 */
export interface AppHandle {
  /** Fetches and starts the app (once). */
  start: () => Promise<void>;
  /** Whether the app was asked for already (intent, a held command). */
  asked: () => boolean;
  /** Settles once the app has rendered the player. */
  rendered: Promise<void>;
}

export function answerHostPage(win: Window, root: HTMLElement, app: AppHandle): void {
  const host = win.parent;
  const origin = hostOrigin(win);
  let told = '';
  const tellHeight = (event: 'ready' | 'height'): void => {
    const height = contentHeight(win.document);
    const width = win.innerWidth;
    // A new width is told even with the same height: the loader forgets what was asked for the old one.
    if (`${height} ${width}` === told) return;
    told = `${height} ${width}`;
    host.postMessage(event === 'ready' ? { type: MESSAGE_TYPE, event, state: 'stopped', height, width } : { type: MESSAGE_TYPE, event, height, width }, origin);
  };
  const onResize = (): void => tellHeight('height');

  const held: MessageEvent[] = [];
  const onMessage = (event: MessageEvent): void => {
    if (!isFromHost(event, host, origin)) return;
    if (event.data.command === 'stop' && !app.asked()) return;
    // As a click on the painted Play does (held-input.ts): the element unlocked in the host's
    // gesture, where the browser passes it on with the message (WebKit), plays when the app does.
    if (event.data.command === 'play') root.querySelector('audio')?.load();
    held.push(event);
    void app.start();
  };
  const apiListens = new Promise<void>((resolve) =>
    win.addEventListener(
      HOST_API_STARTED,
      () => {
        // From here the app's API hears the host itself.
        win.removeEventListener('message', onMessage);
        win.removeEventListener('resize', onResize);
        resolve();
      },
      { once: true },
    ),
  );
  void Promise.all([apiListens, app.rendered]).then(() => {
    // The host's own events, dispatched again (a dispatched event may be): a copy cannot carry a
    // cross-origin host as its `source` in Firefox (the MessageEvent constructor throws).
    for (const event of held.splice(0)) win.dispatchEvent(event);
  });

  win.addEventListener('message', onMessage);
  win.addEventListener('resize', onResize);
  root.setAttribute('data-host-ready', '');
  tellHeight('ready');
}
