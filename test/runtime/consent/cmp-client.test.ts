import { describe, expect, it, vi } from 'vitest';
import { cmpClient, readCmpReturn } from '../../../runtime/features/consent/cmp-client';
import { answerCalls, fakeWindow, messageFrom } from './fake-windows';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cmpClient: the IAB postMessage calls (__tcfapiCall / __gppCall / __uspapiCall)', () => {
  it('posts {__tcfapiCall: {command, parameter, version, callId}} to the CMP window', () => {
    const host = fakeWindow();
    const player = fakeWindow(host);
    cmpClient('tcf', player as unknown as Window, host as unknown as Window).call('addEventListener', undefined, 2, () => {});
    expect(host.posted).toEqual([{ __tcfapiCall: { command: 'addEventListener', parameter: undefined, version: 2, callId: expect.any(String) } }]);
  });

  it.each([
    ['an object', false],
    ['JSON text', true],
  ])('reads a return sent as %s', async (_form, asText) => {
    const host = fakeWindow();
    const player = fakeWindow(host);
    answerCalls('usp', host, player, () => ({ returnValue: { version: 1, uspString: '1YYN' }, success: true }), asText);
    const onReturn = vi.fn();
    cmpClient('usp', player as unknown as Window, host as unknown as Window).call('getUSPData', undefined, 1, onReturn);
    await flush();
    expect(onReturn).toHaveBeenCalledWith(expect.objectContaining({ returnValue: { version: 1, uspString: '1YYN' }, success: true }));
  });

  it('each return goes to its own call (callId); an addEventListener call gets every later return', async () => {
    const host = fakeWindow();
    const player = fakeWindow(host);
    const client = cmpClient('gpp', player as unknown as Window, host as unknown as Window);
    const first = vi.fn();
    const second = vi.fn();
    client.call('addEventListener', undefined, '1.1', first);
    client.call('ping', undefined, '1.1', second);
    const [a, b] = host.posted.map((m) => (m as { __gppCall: { callId: string } }).__gppCall.callId);
    player.dispatchEvent(messageFrom(host, { __gppReturn: { returnValue: 'one', success: true, callId: a } }));
    player.dispatchEvent(messageFrom(host, JSON.stringify({ __gppReturn: { returnValue: 'two', success: true, callId: b } })));
    player.dispatchEvent(messageFrom(host, { __gppReturn: { returnValue: 'three', success: true, callId: a } }));
    expect(first.mock.calls.map(([r]) => r.returnValue)).toEqual(['one', 'three']);
    expect(second.mock.calls.map(([r]) => r.returnValue)).toEqual(['two']);
  });

  it('ignores returns from any window but the CMP\u2019s, other APIs\u2019 returns, and text that is not JSON', () => {
    const host = fakeWindow();
    const player = fakeWindow(host);
    const stranger = fakeWindow(host);
    const onReturn = vi.fn();
    cmpClient('tcf', player as unknown as Window, host as unknown as Window).call('addEventListener', undefined, 2, onReturn);
    const callId = (host.posted[0] as { __tcfapiCall: { callId: string } }).__tcfapiCall.callId;
    player.dispatchEvent(messageFrom(stranger, { __tcfapiReturn: { returnValue: {}, success: true, callId } }));
    player.dispatchEvent(messageFrom(host, { __gppReturn: { returnValue: {}, success: true, callId } }));
    player.dispatchEvent(messageFrom(host, '{not json'));
    expect(onReturn).not.toHaveBeenCalled();
  });

  it('readCmpReturn: a return without a callId is not one', () => {
    expect(readCmpReturn('tcf', { __tcfapiReturn: { returnValue: {}, success: true } })).toBeNull();
    expect(readCmpReturn('tcf', JSON.stringify({ __tcfapiReturn: { returnValue: 1, success: false, callId: 7 } }))).toEqual({ returnValue: 1, success: false, callId: '7' });
  });
});
