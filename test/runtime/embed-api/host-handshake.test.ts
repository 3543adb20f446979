// Both halves of the frame's API (the first paint's and the app's) obey a command only when the
// framing page itself sent it: another frame, a script of this page, or a page of another origin
// must not start or stop the stream.
import { describe, expect, test } from 'vitest';
import { isFromHost } from '../../../runtime/embed-api/host-handshake';

const host = {} as Window;
const otherFrame = {} as Window;
const play = { type: 'radio-embed', command: 'play' };
// What the predicate reads of a message event (Node's MessageEvent takes only MessagePorts as source).
const message = (init: { data: unknown; source?: Window; origin: string }): MessageEvent => ({ source: null, ...init }) as MessageEvent;

describe('a command from the host page', () => {
  test('is obeyed from the parent window at its known origin', () => {
    expect(isFromHost(message({ data: play, source: host, origin: 'https://station.example' }), host, 'https://station.example')).toBe(true);
  });

  test('is obeyed from the parent window at any origin when the origin is unknown', () => {
    expect(isFromHost(message({ data: play, source: host, origin: 'https://station.example' }), host, '*')).toBe(true);
  });

  test('is ignored from another origin than the host page’s', () => {
    expect(isFromHost(message({ data: play, source: host, origin: 'https://evil.example' }), host, 'https://station.example')).toBe(false);
  });

  test('is ignored from another window, or from no window (a script of this page)', () => {
    expect(isFromHost(message({ data: play, source: otherFrame, origin: 'https://station.example' }), host, 'https://station.example')).toBe(false);
    expect(isFromHost(message({ data: play, origin: 'https://station.example' }), host, '*')).toBe(false);
  });

  test('is ignored when it is not one of the loader’s commands', () => {
    expect(isFromHost(message({ data: { type: 'radio-embed', command: 'navigate' }, source: host, origin: 'https://station.example' }), host, '*')).toBe(false);
  });
});
