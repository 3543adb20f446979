import { describe, expect, it } from 'vitest';
import { findLocators } from '../../../runtime/features/consent/find-locators';
import { fakeWindow } from './fake-windows';

describe('findLocators: the synchronous walk up window.parent for the IAB locator frames', () => {
  it('finds each API in the nearest window that holds its locator, up to the top', () => {
    const top = fakeWindow(undefined, ['tcf', 'usp']);
    const middle = fakeWindow(top, ['gpp']);
    const player = fakeWindow(middle);
    expect(findLocators(player as unknown as Window)).toEqual({ tcf: top, gpp: middle, usp: top });
  });

  it('the nearest window wins when several hold the same locator', () => {
    const top = fakeWindow(undefined, ['tcf']);
    const middle = fakeWindow(top, ['tcf']);
    expect(findLocators(fakeWindow(middle) as unknown as Window).tcf).toBe(middle);
  });

  it('no locator anywhere: nothing found (the player then asks nothing and waits for nothing)', () => {
    const top = fakeWindow();
    expect(findLocators(fakeWindow(fakeWindow(top)) as unknown as Window)).toEqual({});
  });

  it('a window that refuses access is skipped, not fatal; the walk goes on above it', () => {
    const top = fakeWindow(undefined, ['gpp']);
    const hostile = fakeWindow(top);
    Object.defineProperty(hostile, 'frames', { get: () => { throw new DOMException('Blocked', 'SecurityError'); } });
    expect(findLocators(fakeWindow(hostile) as unknown as Window)).toEqual({ gpp: top });
  });

  it('stops after 10 windows on a chain whose parent never ends', () => {
    let visits = 0;
    const endless = fakeWindow();
    Object.defineProperty(endless, 'parent', { get: () => (visits++, fakeWindow()) });
    expect(findLocators(endless as unknown as Window)).toEqual({});
    expect(visits).toBeLessThanOrEqual(20);
  });
});
