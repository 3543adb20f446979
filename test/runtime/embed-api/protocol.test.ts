// The postMessage protocol between the loader (embed.js) and the framed player: every message is
// shape-checked on arrival, since any window may post to any other.
import { describe, expect, test } from 'vitest';
import { isFrameMessage, isHostMessage, MAX_HEIGHT } from '../../../runtime/embed-api/protocol';

describe('messages from the player frame', () => {
  test.each([
    { type: 'radio-embed', event: 'ready', state: 'stopped', height: 139 },
    { type: 'radio-embed', event: 'state', state: 'playing' },
    { type: 'radio-embed', event: 'state', state: 'connecting' },
    { type: 'radio-embed', event: 'state', state: 'connecting', status: 'CONNECTING' },
    { type: 'radio-embed', event: 'ready', state: 'error', height: 139, status: 'CONNECT_FAILED' },
    { type: 'radio-embed', event: 'height', height: 0 },
    { type: 'radio-embed', event: 'height', height: MAX_HEIGHT },
    { type: 'radio-embed', event: 'height', height: 260, width: 300 },
    { type: 'radio-embed', event: 'ready', state: 'stopped', height: 180, width: 464 },
  ])('%j is accepted', (message) => {
    expect(isFrameMessage(message)).toBe(true);
  });

  test.each([
    null,
    'radio-embed',
    { type: 'other', event: 'height', height: 100 },
    { type: 'radio-embed', event: 'height', height: '100' },
    { type: 'radio-embed', event: 'height', height: -1 },
    { type: 'radio-embed', event: 'height', height: MAX_HEIGHT + 1 },
    { type: 'radio-embed', event: 'height', height: Number.NaN },
    { type: 'radio-embed', event: 'state', state: 'exploded' },
    { type: 'radio-embed', event: 'state', state: 'playing', status: 'connected' },
    { type: 'radio-embed', event: 'ready', state: 'stopped' },
    { type: 'radio-embed', event: 'height', height: 180, width: '464' },
    { type: 'radio-embed', event: 'height', height: 180, width: -1 },
    { type: 'radio-embed', event: 'navigate', url: 'https://evil.example' },
  ])('%j is ignored', (message) => {
    expect(isFrameMessage(message)).toBe(false);
  });
});

describe('commands from the host page', () => {
  test('only play and stop and the shortcuts, with the protocol type', () => {
    expect(isHostMessage({ type: 'radio-embed', command: 'play' })).toBe(true);
    expect(isHostMessage({ type: 'radio-embed', command: 'stop' })).toBe(true);
    for (const command of ['toggle', 'mute', 'louder', 'quieter']) expect(isHostMessage({ type: 'radio-embed', command })).toBe(true);
    expect(isHostMessage({ type: 'radio-embed', command: 'navigate' })).toBe(false);
    expect(isHostMessage({ type: 'radio-embed', command: 7 })).toBe(false);
    expect(isHostMessage({ command: 'play' })).toBe(false);
    expect(isHostMessage(undefined)).toBe(false);
  });
});
