// Runs on the station's own site, not in the player: one <script src="…/embed.js"
// data-station="42" async> becomes the player's iframe, sized to its content, with a small API.
import { frameTitle } from '../features/i18n/frame-titles';
import { type ConnectionStatus, type FrameMessage, type HostCommand, isFrameMessage, MESSAGE_TYPE, type PlayerState } from './protocol';

/** One embedded player, as the host page's scripts see it (`RadioEmbed.get(42)`). */
export interface EmbeddedPlayer {
  station: number;
  iframe: HTMLIFrameElement;
  /** 'loading' until the player says it is ready for commands. */
  state: PlayerState | 'loading';
  /** The spec's connection status (§4): CONNECTED, CONNECTING, CONNECT_FAILED or OFFLINE. */
  status: ConnectionStatus;
  height: number;
  play(): void;
  stop(): void;
  /** The keyboard shortcuts from the host page: play-stop (Space), mute (M), volume ±5 % (↑ ↓). */
  toggle(): void;
  toggleMute(): void;
  volumeUp(): void;
  volumeDown(): void;
}

/** `window.RadioEmbed`. Events bubble from each iframe: radio-embed:ready, :state, :resize. */
export interface RadioEmbedApi {
  players: EmbeddedPlayer[];
  get(station: number | string): EmbeddedPlayer | undefined;
  /** Stops every player on this page (each closes its connection). */
  stopAll(): void;
}

/** Query parameters of the player (spec §2) a host may set as `data-autoplay="1"` and so on. */
const FLAGS = { autoplay: 'autoplay', noSocial: 'no_social', showVolume: 'show_volume' } as const;
const INITIAL_HEIGHT = 180;

function createApi(): RadioEmbedApi {
  const players: EmbeddedPlayer[] = [];
  return { players, get: (station) => players.find((p) => p.station === Number(station)), stopAll: () => players.forEach((p) => p.stop()) };
}

function embed(script: HTMLScriptElement, api: RadioEmbedApi): void {
  const station = Number(script.dataset.station);
  const src = new URL(`${station}/`, script.src);
  for (const [data, param] of Object.entries(FLAGS)) if (script.dataset[data] === '1') src.searchParams.set(param, '1');
  // One player at a time (starting one stops the others of the origin) unless the page opts out.
  if (script.dataset.onlyOne === 'false') src.searchParams.set('only_one', '0');
  // The player's language (issue 19): `data-lang="es"`, or "auto" for the host page's <html lang>.
  const lang = script.dataset.lang === 'auto' ? document.documentElement.lang : script.dataset.lang;
  if (lang) src.searchParams.set('lang', lang);
  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.title = script.dataset.title || frameTitle(lang);
  iframe.allow = 'autoplay; clipboard-write';
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  iframe.style.cssText = `display:block;width:100%;height:${INITIAL_HEIGHT}px;border:0`;
  // The scheme's background (`snippet --loader` writes it), so the space the player will take is
  // its shape while it loads, not a white hole; only a hex colour is taken from the host's markup.
  const background = script.dataset.background;
  if (background && /^#[0-9a-f]{3,8}$/i.test(background)) iframe.style.cssText += `;background:${background};border-radius:8px`;
  const target = findTarget(script);
  if (target) target.append(iframe);
  else script.after(iframe);

  const queue: HostCommand[] = [];
  let ready = false;
  const send = (command: HostCommand) => {
    if (!ready) queue.push(command);
    else iframe.contentWindow?.postMessage({ type: MESSAGE_TYPE, command }, src.origin);
  };
  const player: EmbeddedPlayer = {
    station,
    iframe,
    state: 'loading',
    status: 'OFFLINE',
    height: INITIAL_HEIGHT,
    play: () => send('play'),
    stop: () => send('stop'),
    toggle: () => send('toggle'),
    toggleMute: () => send('mute'),
    volumeUp: () => send('louder'),
    volumeDown: () => send('quieter'),
  };
  const emit = (name: string) => iframe.dispatchEvent(new CustomEvent(`radio-embed:${name}`, { bubbles: true, detail: player }));
  const apply = (message: FrameMessage) => {
    if ('height' in message && message.height !== player.height) {
      player.height = message.height;
      iframe.style.height = `${message.height}px`;
      emit('resize');
    }
    const status = ('status' in message && message.status) || player.status;
    if (message.event === 'ready') {
      ready = true;
      player.state = message.state;
      player.status = status;
      emit('ready');
      queue.splice(0).forEach(send);
    } else if ('state' in message && (message.state !== player.state || status !== player.status)) {
      player.state = message.state;
      player.status = status;
      emit('state');
    }
  };
  // Only this player's frame, from the player's origin, with a known shape, is listened to.
  window.addEventListener('message', (event) => {
    if (event.source === iframe.contentWindow && event.origin === src.origin && isFrameMessage(event.data)) apply(event.data);
  });
  api.players.push(player);
}

/**
 * `data-target`: where the player goes. A selector the page cannot match, or cannot even parse,
 * is the host page's mistake, not a reason to show no player: it is said once in the console and
 * the player goes after the script tag, as without a target.
 */
function findTarget(script: HTMLScriptElement): Element | null {
  const selector = script.dataset.target;
  if (!selector) return null;
  let target: Element | null = null;
  try {
    target = document.querySelector(selector);
  } catch {
    // A SyntaxError: not a selector.
  }
  if (!target) console.warn(`radio-embed: data-target "${selector}" matches nothing on this page; the player goes after its script tag`, script);
  return target;
}

/** Our API, not something else the page put at `window.RadioEmbed` (an element with that id). */
const isApi = (value: unknown): value is RadioEmbedApi =>
  typeof value === 'object' && value !== null && Array.isArray((value as RadioEmbedApi).players) && typeof (value as RadioEmbedApi).get === 'function';

const host = window as Window & { RadioEmbed?: unknown };
// An element with id="RadioEmbed" appears as window.RadioEmbed: this own property shadows it,
// and the element stays reachable by its id.
if (host.RadioEmbed !== undefined && !isApi(host.RadioEmbed)) {
  console.warn('radio-embed: window.RadioEmbed was something else (an element with id="RadioEmbed"?); it now names the players API');
  host.RadioEmbed = undefined;
}
const api = isApi(host.RadioEmbed) ? host.RadioEmbed : (host.RadioEmbed = createApi());
// Every loader tag not embedded yet: several players may share one download of this script.
for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-station][src]'))) {
  if (!/\/embed\.js(\?|#|$)/.test(script.src) || script.dataset.radioEmbed) continue;
  script.dataset.radioEmbed = 'embedded';
  if (/^[1-9]\d*$/.test(script.dataset.station ?? '')) embed(script, api);
  else console.error('radio-embed: data-station must be a station id such as 42', script);
}
