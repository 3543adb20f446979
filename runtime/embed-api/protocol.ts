/**
 * The postMessage protocol between a host page's loader (`embed.js`, host-loader.ts) and the
 * player in its iframe (frame-api.ts). Both sides check every message's shape before acting on
 * it: a page can receive postMessage traffic from any window.
 */

/** Every message carries this `type`, so other scripts' messages are told apart. */
export const MESSAGE_TYPE = 'radio-embed';

/** What the host page sees of the player. */
export type PlayerState = 'stopped' | 'connecting' | 'playing' | 'error';
const STATES: readonly string[] = ['stopped', 'connecting', 'playing', 'error'];

/** The spec's connection status (§4), beside the state: `stores.connectionStatus`. */
export type ConnectionStatus = 'CONNECTED' | 'CONNECTING' | 'CONNECT_FAILED' | 'OFFLINE';
const STATUSES: readonly string[] = ['CONNECTED', 'CONNECTING', 'CONNECT_FAILED', 'OFFLINE'];

/** A height beyond this is a broken or hostile frame; it is ignored. */
export const MAX_HEIGHT = 4000;

/**
 * iframe → host. `ready` says commands are now obeyed; it carries the current state and height.
 * A height is what the player needs at the frame's `width` (its viewport's, in CSS pixels): the
 * loader takes it only for the width it has now (players built before had no `width`).
 */
export type FrameMessage =
  | { type: typeof MESSAGE_TYPE; event: 'ready'; state: PlayerState; height: number; width?: number; status?: ConnectionStatus }
  | { type: typeof MESSAGE_TYPE; event: 'state'; state: PlayerState; status?: ConnectionStatus }
  | { type: typeof MESSAGE_TYPE; event: 'height'; height: number; width?: number };

/** A frame message without its `type`, as the frame writes it. */
export type FrameEvent = FrameMessage extends infer M ? (M extends FrameMessage ? Omit<M, 'type'> : never) : never;

/** host → iframe: play and stop, and the keyboard shortcuts' play-stop, mute and volume ±5. */
export type HostCommand = 'play' | 'stop' | 'toggle' | 'mute' | 'louder' | 'quieter';
const COMMANDS: readonly string[] = ['play', 'stop', 'toggle', 'mute', 'louder', 'quieter'];
export interface HostMessage {
  type: typeof MESSAGE_TYPE;
  command: HostCommand;
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isHeight = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= MAX_HEIGHT;
const isState = (value: unknown): value is PlayerState => typeof value === 'string' && STATES.includes(value);
// Optional: the first paint's `ready` names no status (nothing has connected yet: OFFLINE).
const isStatus = (value: unknown): boolean => value === undefined || (typeof value === 'string' && STATUSES.includes(value));

/** A size: the width is the frame's, when the player says it. */
const isSize = (data: Record<string, unknown>): boolean => isHeight(data.height) && (data.width === undefined || isHeight(data.width));

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isRecord(data) || data.type !== MESSAGE_TYPE) return false;
  if (data.event === 'ready') return isState(data.state) && isSize(data) && isStatus(data.status);
  if (data.event === 'state') return isState(data.state) && isStatus(data.status);
  return data.event === 'height' && isSize(data);
}

export function isHostMessage(data: unknown): data is HostMessage {
  return isRecord(data) && data.type === MESSAGE_TYPE && typeof data.command === 'string' && COMMANDS.includes(data.command);
}
