// Runs on the station's own site, not in the player: one <script src="…/embed.js"
// data-station="42" async> becomes the player's iframe, sized for its width, with a small API.
// The host page may be hostile or just messy: every data-* is read with getAttribute (a polluted
// Object.prototype shows through `dataset`), and nothing here throws into the page.
import { isStationId } from '../../contract/station-id';
import { frameTitle } from '../features/i18n/frame-titles';
import { heightForWidth, SLOT_ATTRIBUTE } from '../../contract/loader-frame';
import { publishApi } from './host-global';
import { type ConnectionStatus, type FrameMessage, type HostCommand, isFrameMessage, MAX_HEIGHT, MESSAGE_TYPE, type PlayerState } from './protocol';

/** One embedded player, as the host page's scripts see it (`RadioEmbed.get(42)`). */
export interface EmbeddedPlayer {
  station: number;
  iframe: HTMLIFrameElement;
  /** 'loading' until the player says it is ready for commands. */
  state: PlayerState | 'loading';
  /** The spec's connection status (§4): CONNECTED, CONNECTING, CONNECT_FAILED or OFFLINE. */
  status: ConnectionStatus;
  /** The iframe's height in CSS pixels. */
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
const FLAGS = [
  ['autoplay', 'autoplay'],
  ['no-social', 'no_social'],
  ['show-volume', 'show_volume'],
] as const;

const data = (script: HTMLScriptElement, name: string): string | null => script.getAttribute(`data-${name}`);

/** `data-width="300"`, `data-height="250"`: a size the host fixes, in CSS pixels. Else 0. */
function fixedSize(script: HTMLScriptElement, name: 'width' | 'height'): number {
  const value = data(script, name);
  if (value === null) return 0;
  if (/^[1-9]\d*$/.test(value) && Number(value) <= MAX_HEIGHT) return Number(value);
  console.warn(`radio-embed: data-${name} "${value}" is not a number of pixels (1 to ${MAX_HEIGHT}); ignored`, script);
  return 0;
}

/**
 * One embed: its frame where the script tag stands, its API object, and the frame's messages.
 * One piece: the frame's state (the commands queued until it answers, its width and asked
 * height, its status) is shared by the host's API, the frame's messages and the resize observer.
 */
function embed(script: HTMLScriptElement, station: number, api: RadioEmbedApi): void {
  const src = new URL(`${station}/`, script.src);
  for (const [name, param] of FLAGS) if (data(script, name) === '1') src.searchParams.set(param, '1');
  // One player at a time (starting one stops the others of the origin) unless the page opts out.
  if (data(script, 'only-one') === 'false') src.searchParams.set('only_one', '0');
  // The player's language (issue 19): `data-lang="es"`, or "auto" for the host page's <html lang>.
  const lang = data(script, 'lang') === 'auto' ? document.documentElement.lang : data(script, 'lang');
  if (lang) src.searchParams.set('lang', lang);
  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.title = data(script, 'title') || frameTitle(lang || undefined);
  iframe.allow = 'autoplay; clipboard-write';
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  const fixedWidth = fixedSize(script, 'width');
  const fixedHeight = fixedSize(script, 'height');
  iframe.style.cssText = `display:block;width:${fixedWidth ? `${fixedWidth}px;max-width:100%` : '100%'};border:0`;
  // The scheme's background (`snippet --loader` writes it), so the space the player will take is
  // its shape while it loads, not a white hole; only a hex colour is taken from the host's markup.
  const background = data(script, 'background');
  if (background && /^#[0-9a-f]{3,8}$/i.test(background)) iframe.style.cssText += `;background:${background};border-radius:8px`;
  // The frame takes the space the snippet kept for it (the slot before the tag, as `snippet
  // --loader` prints it: the same height for the same width), so nothing on the host page moves;
  // a tag alone (a snippet of before, a hand-written one) puts it after itself, moving what
  // follows once. With data-target the frame goes there, and the slot, kept for nothing, goes.
  const target = findTarget(script);
  const slot = slotOf(script);
  if (target) {
    target.append(iframe);
    slot?.remove();
  } else if (slot) slot.replaceWith(iframe);
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
    height: 0,
    play: () => send('play'),
    stop: () => send('stop'),
    toggle: () => send('toggle'),
    toggleMute: () => send('mute'),
    volumeUp: () => send('louder'),
    volumeDown: () => send('quieter'),
  };
  const emit = (name: string) => iframe.dispatchEvent(new CustomEvent(`radio-embed:${name}`, { bubbles: true, detail: player }));

  // The height: the host's, else the player's layout for the frame's width (contract/loader-frame.ts), set
  // before the frame has loaded and again only when the width changes. The player may ask for
  // more at this width (a station's CSS makes it taller, words that wrap once more): never less,
  // so its measure, which follows the frame's height, cannot chase the frame down.
  let width = -1;
  let asked = 0;
  const fit = (): void => {
    const height = fixedHeight || Math.max(heightForWidth(width), asked);
    if (height === player.height) return;
    const first = !player.height;
    player.height = height;
    // setProperty: Chromium's `style.height = …` would land on a polluted Object.prototype.height.
    iframe.style.setProperty('height', `${height}px`);
    if (!first) emit('resize');
  };
  const measure = (): void => {
    const next = Math.round(iframe.getBoundingClientRect().width);
    if (next === width) return;
    width = next;
    asked = 0;
    fit();
  };
  measure();
  new ResizeObserver(measure).observe(iframe);

  const apply = (message: FrameMessage) => {
    // A height for another width (posted before the frame took its new width) says nothing now.
    if ((message.event === 'height' || message.event === 'ready') && (message.width === undefined || Math.abs(message.width - width) <= 1)) {
      asked = message.height;
      fit();
    }
    const status = ('status' in message && message.status) || player.status;
    if (message.event === 'ready') {
      ready = true;
      player.state = message.state;
      player.status = status;
      emit('ready');
      queue.splice(0).forEach(send);
    } else if (message.event === 'state' && (message.state !== player.state || status !== player.status)) {
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

/** The space `snippet --loader` keeps before its tag (contract/loader-frame.ts), if it is there. */
const slotOf = (script: HTMLScriptElement): Element | null => {
  const before = script.previousElementSibling;
  return before?.hasAttribute(SLOT_ATTRIBUTE) ? before : null;
};

/**
 * `data-target`: where the player goes. A selector the page cannot match, or cannot even parse,
 * is the host page's mistake, not a reason to show no player: it is said once in the console and
 * the player goes after the script tag, as without a target.
 */
function findTarget(script: HTMLScriptElement): Element | null {
  const selector = data(script, 'target');
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

const players: EmbeddedPlayer[] = [];
const api = publishApi({
  players,
  get: (station) => api.players.find((p) => p.station === Number(station)),
  stopAll: () => api.players.forEach((p) => p.stop()),
});
// Every loader tag not embedded yet: several players may share one download of this script.
for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-station][src]'))) {
  if (!/\/embed\.js(\?|#|$)/.test(script.src) || script.hasAttribute('data-radio-embed')) continue;
  script.setAttribute('data-radio-embed', 'embedded');
  // The ids the CLI builds (contract/station-id.ts): anything else would be another path.
  const station = (data(script, 'station') ?? '').trim();
  if (!isStationId(station)) {
    console.error(`radio-embed: data-station "${station.slice(0, 40)}" is not a station id (1 to ${Number.MAX_SAFE_INTEGER}); no player`, script);
    // No empty box where no player comes.
    slotOf(script)?.remove();
    continue;
  }
  try {
    embed(script, Number(station), api);
  } catch (error) {
    // Never into the host page: its own scripts go on.
    console.error('radio-embed: no player', error);
  }
}
