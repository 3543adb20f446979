import { UsPrivacyMode } from './public/mode';
import { modeForChoice } from './resolve-mode';

/**
 * Where a privacy session stands (./session.ts's state, as a pure table like the engine's
 * ../../engine/phase.ts):
 *
 * - `locating`: no stored choice; the geo lookup is out;
 * - `locating blind`: the same, but localStorage could not be read and nothing was carried, so an
 *   opt-out from an earlier visit cannot be known (issue 15) until a mode is set;
 * - `awaiting answer`: blind, and privacy applies: the notice shows as for a listener who has not
 *   chosen, the mode stays UNRESOLVED (the fail-closed strings, the consent gate shut) until the
 *   notice is answered;
 * - `settled`: a mode is set (the stored choice, the listener's place, or the answer);
 * - `failed`: no geo service, or the lookup failed: the mode stays UNRESOLVED (fail closed);
 * - `stopped`: torn down (the player's destroy()): a late answer does nothing.
 */
export type PrivacyPhase = 'locating' | 'locating blind' | 'awaiting answer' | 'settled' | 'failed' | 'stopped';

/** What the shell hears: the geo lookup (asked once, while locating), the stores, the teardown. */
export type PrivacyEvent =
  /** The lookup answered: the mode for the listener's place (./resolve-mode.ts). */
  | { type: 'located'; mode: UsPrivacyMode }
  | { type: 'lookup failed' }
  /** The mode or the cache changed (the stores): the strings and the notice follow (spec §4). */
  | { type: 'changed'; mode: UsPrivacyMode }
  | { type: 'stop' };

/**
 * What the shell does, in order: data, as the engine's effects are (tuples: the privacy chunk is
 * counted in bytes). `settle` on a mode (the status resolved with it); `publish` the strings for
 * the stores' mode and the notice as for the given mode; `resolve` the status alone; start the geo `lookup`; `fail` (the status
 * failed), with what to log.
 */
export type PrivacyEffect =
  | readonly ['settle' | 'publish', UsPrivacyMode]
  | readonly ['fail', string?]
  | readonly ['lookup' | 'resolve'];

export interface PrivacyStep {
  phase: PrivacyPhase;
  effects: PrivacyEffect[];
}

/** What the loaded cache and the configuration say when the session starts. */
export interface PrivacyStart {
  /** The stored, unexpired choice (opted out or not); undefined when there is none. */
  choice: boolean | undefined;
  /** localStorage could be read. */
  readable: boolean;
  /** A geo service is configured. */
  geo: boolean;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
}

/** The first phase and what to do; the shell does it once its listeners are on and the cache is in the stores. */
export function beginPrivacy({ choice, readable, geo, gpc }: PrivacyStart): PrivacyStep {
  // A stored, unexpired choice needs no geo lookup: it was made where privacy applied.
  if (choice !== undefined) return { phase: 'settled', effects: [['settle', modeForChoice(choice, gpc)]] };
  if (!geo) return { phase: 'failed', effects: [['fail', 'Privacy is enabled but no geo service is configured; the privacy mode stays unresolved']] };
  return { phase: readable ? 'locating' : 'locating blind', effects: [['lookup']] };
}

/**
 * The next phase and what to do, for one event. A stopped session ignores everything. (Written
 * with locals, one object at the end: the table is the privacy chunk's, and property names do not
 * minify.)
 */
export function nextPrivacy(phase: PrivacyPhase, event: PrivacyEvent): PrivacyStep {
  const effects: PrivacyEffect[] = [];
  if (phase == 'stopped' || event.type == 'stop') phase = 'stopped';
  else if (event.type == 'lookup failed') (phase = 'failed'), effects.push(['fail']);
  // Blind where privacy applies: settled for the stream (it goes out with the fail-closed strings),
  // the notice asks, the consent gate waits for the answer.
  else if (event.type == 'located' && phase == 'locating blind' && event.mode == UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT) (phase = 'awaiting answer'), effects.push(['publish', event.mode], ['resolve']);
  else if (event.type == 'located') (phase = 'settled'), effects.push(['settle', event.mode]);
  else {
    // A mode set (the answer, or any other) ends the blindness: the notice shows the mode itself.
    if (event.mode != UsPrivacyMode.UNRESOLVED) phase = phase == 'locating blind' ? 'locating' : phase == 'awaiting answer' ? 'settled' : phase;
    effects.push(['publish', phase == 'awaiting answer' ? UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT : event.mode]);
  }
  return { phase, effects };
}
