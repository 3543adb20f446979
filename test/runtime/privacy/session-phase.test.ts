// The privacy session as a pure table (runtime/features/privacy/session-phase.ts): how it starts
// from what the cache says, then for each phase and event the next phase and the effects the shell
// (session.ts) carries out, in order; as test/runtime/engine/phase.test.ts checks the engine's.
// The same paths through the real stores, storage and a geo service are in init.test.ts,
// opt-out-holds.test.ts and boot.test.ts.
import { describe, expect, test } from 'vitest';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import {
  beginPrivacy,
  nextPrivacy,
  type PrivacyEffect,
  type PrivacyEvent,
  type PrivacyPhase,
  type PrivacyStart,
} from '../../../runtime/features/privacy/session-phase';

const { UNRESOLVED, NOT_APPLICABLE, APPLICABLE_NOT_OPTED_OUT: NOT_OPTED_OUT, APPLICABLE_OPTED_OUT: OPTED_OUT } = UsPrivacyMode;
const settle = (mode: UsPrivacyMode): PrivacyEffect => ['settle', mode];
const NO_GEO: PrivacyEffect = ['fail', 'Privacy is enabled but no geo service is configured; the privacy mode stays unresolved'];
const fresh: PrivacyStart = { choice: undefined, readable: true, geo: true, gpc: false };
const located = (mode: UsPrivacyMode): PrivacyEvent => ({ type: 'located', mode });
const changed = (mode: UsPrivacyMode): PrivacyEvent => ({ type: 'changed', mode });

const STARTS: [string, PrivacyStart, PrivacyPhase, PrivacyEffect[]][] = [
  ['a stored "not opted out": that mode, no lookup', { ...fresh, choice: false }, 'settled', [settle(NOT_OPTED_OUT)]],
  ['a stored opt-out: opted out, no lookup', { ...fresh, choice: true }, 'settled', [settle(OPTED_OUT)]],
  ['a stored "not opted out" with GPC: GPC wins', { ...fresh, choice: false, gpc: true }, 'settled', [settle(OPTED_OUT)]],
  ['a stored choice needs no geo service', { ...fresh, choice: true, geo: false }, 'settled', [settle(OPTED_OUT)]],
  ['no choice: the lookup', fresh, 'locating', [['lookup']]],
  ['no choice and unreadable storage: the lookup, blind', { ...fresh, readable: false }, 'locating blind', [['lookup']]],
  ['no choice and no geo service: failed, said so', { ...fresh, geo: false }, 'failed', [NO_GEO]],
];

const TABLE: [string, PrivacyPhase, PrivacyEvent, PrivacyPhase, PrivacyEffect[]][] = [
  // The lookup's answer sets the mode for the place.
  ['outside the regions', 'locating', located(NOT_APPLICABLE), 'settled', [settle(NOT_APPLICABLE)]],
  ['in a region', 'locating', located(NOT_OPTED_OUT), 'settled', [settle(NOT_OPTED_OUT)]],
  ['in a region with GPC', 'locating', located(OPTED_OUT), 'settled', [settle(OPTED_OUT)]],
  // Blind (issue 15): where privacy applies an earlier opt-out may exist, so the notice asks again
  // and the mode waits; the stream is let go with the fail-closed strings.
  ['blind, in a region: the notice asks, the mode waits', 'locating blind', located(NOT_OPTED_OUT), 'awaiting answer', [['publish', NOT_OPTED_OUT], ['resolve']]],
  ['blind, outside the regions: nothing to wait for', 'locating blind', located(NOT_APPLICABLE), 'settled', [settle(NOT_APPLICABLE)]],
  ['blind, in a region with GPC: opted out', 'locating blind', located(OPTED_OUT), 'settled', [settle(OPTED_OUT)]],
  ['the lookup fails: fail closed', 'locating', { type: 'lookup failed' }, 'failed', [['fail']]],
  ['the lookup fails, blind', 'locating blind', { type: 'lookup failed' }, 'failed', [['fail']]],
  // Every change of mode or cache publishes the strings and the notice.
  ['a change while locating: the notice as the mode', 'locating', changed(UNRESOLVED), 'locating', [['publish', UNRESOLVED]]],
  ['a change once settled', 'settled', changed(OPTED_OUT), 'settled', [['publish', OPTED_OUT]]],
  ['a change once failed', 'failed', changed(UNRESOLVED), 'failed', [['publish', UNRESOLVED]]],
  ['awaiting, the mode still unresolved: the notice as not opted out', 'awaiting answer', changed(UNRESOLVED), 'awaiting answer', [['publish', NOT_OPTED_OUT]]],
  ['the answer: settled, the notice as the answer', 'awaiting answer', changed(OPTED_OUT), 'settled', [['publish', OPTED_OUT]]],
  ['a mode set while blind ends the blindness', 'locating blind', changed(NOT_OPTED_OUT), 'locating', [['publish', NOT_OPTED_OUT]]],
  ['blind, nothing set yet: still blind', 'locating blind', changed(UNRESOLVED), 'locating blind', [['publish', UNRESOLVED]]],
  // The teardown: a late answer or change does nothing.
  ['stop while locating', 'locating', { type: 'stop' }, 'stopped', []],
  ['stop while awaiting the answer', 'awaiting answer', { type: 'stop' }, 'stopped', []],
  ['a late answer after stop', 'stopped', located(NOT_OPTED_OUT), 'stopped', []],
  ['a late failure after stop', 'stopped', { type: 'lookup failed' }, 'stopped', []],
  ['a late change after stop', 'stopped', changed(OPTED_OUT), 'stopped', []],
];

describe('beginPrivacy', () => {
  test.each(STARTS)('%s', (_, start, phase, effects) => {
    expect(beginPrivacy(start)).toEqual({ phase, effects });
  });
});

describe('nextPrivacy', () => {
  test.each(TABLE)('%s', (_, from, event, phase, effects) => {
    expect(nextPrivacy(from, event)).toEqual({ phase, effects });
  });
});

test('a blind session that was told a mode before the answer settles on the answer, as a seeing one', () => {
  // The ends-the-blindness row, followed through: the next answer in a region sets the mode.
  const after = nextPrivacy(nextPrivacy('locating blind', changed(NOT_OPTED_OUT)).phase, located(NOT_OPTED_OUT));
  expect(after).toEqual({ phase: 'settled', effects: [settle(NOT_OPTED_OUT)] });
});
