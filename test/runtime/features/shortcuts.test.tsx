// @vitest-environment happy-dom
// Keyboard shortcuts (issue 20 §2): inside the player's document only, never from a form field,
// never with a modifier held; the help lists them and Escape closes it.
import { map } from 'nanostores';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startShortcuts } from '../../../runtime/features/listening/shortcuts/body';
import { shortcutFor } from '../../../runtime/features/listening/shortcuts/keys';
import { runPlayerShortcut } from '../../../runtime/features/listening/shortcuts/run-shortcut';

const newPlayback = (state: Partial<{ playStream: boolean; volume: number }> = {}) =>
  map({ playStream: false, playing: false, muted: false, volume: 50, ...state });
const newRequests = () => ({ play: vi.fn(), stop: vi.fn(), toggleMute: vi.fn(), setVolume: vi.fn() });

let teardown = () => {};
beforeEach(() => {
  document.body.innerHTML = '<main class="re-player"><button id="play">Play</button><input id="field"><textarea></textarea><select><option>a</option></select><div contenteditable="true" id="editable"></div></main>';
});
afterEach(() => teardown());

const press = (key: string, target: Element | Document = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('which key does what', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
    shortcutFor({ key: k, ctrlKey: false, altKey: false, metaKey: false, defaultPrevented: false, target: document.body, ...extra });

  test.each([
    [' ', 'toggle'],
    ['k', 'toggle'],
    ['K', 'toggle'],
    ['m', 'mute'],
    ['ArrowUp', 'louder'],
    ['ArrowDown', 'quieter'],
    ['?', 'help'],
    ['Escape', 'close'],
    ['x', null],
    ['Enter', null],
  ])('%j → %s', (k, shortcut) => expect(key(k)).toBe(shortcut));

  test('nothing with Ctrl, Alt or Meta held', () => {
    expect(key('k', { ctrlKey: true })).toBeNull();
    expect(key('m', { altKey: true })).toBeNull();
    expect(key('ArrowUp', { metaKey: true })).toBeNull();
  });

  test('nothing while a form field or an editable element has focus', () => {
    for (const selector of ['#field', 'textarea', 'select', '#editable']) expect(key('k', { target: document.querySelector(selector)! })).toBeNull();
  });

  test('Space on a button is the button (it presses it); K on it is the shortcut', () => {
    const button = document.querySelector('#play')!;
    expect(key(' ', { target: button })).toBeNull();
    expect(key('k', { target: button })).toBe('toggle');
  });
});

describe('what the shortcuts ask of the player', () => {
  test('play-stop follows what the listener asked for', () => {
    const request = newRequests();
    runPlayerShortcut('toggle', request, newPlayback());
    expect(request.play).toHaveBeenCalledOnce();
    runPlayerShortcut('toggle', request, newPlayback({ playStream: true }));
    expect(request.stop).toHaveBeenCalledOnce();
  });

  test('volume ±5, within 0–100; mute', () => {
    const request = newRequests();
    runPlayerShortcut('louder', request, newPlayback({ volume: 50 }));
    runPlayerShortcut('quieter', request, newPlayback({ volume: 50 }));
    runPlayerShortcut('louder', request, newPlayback({ volume: 98 }));
    runPlayerShortcut('quieter', request, newPlayback({ volume: 3 }));
    expect(request.setVolume.mock.calls).toEqual([[55], [45], [100], [0]]);
    runPlayerShortcut('mute', request, newPlayback());
    expect(request.toggleMute).toHaveBeenCalledOnce();
  });
});

describe('in the document', () => {
  test('the keys operate the player, and the browser does not also act on them', () => {
    const request = newRequests();
    teardown = startShortcuts(document, newPlayback(), request);
    expect(press(' ').defaultPrevented).toBe(true);
    press('m');
    press('ArrowUp');
    expect(request.play).toHaveBeenCalledOnce();
    expect(request.toggleMute).toHaveBeenCalledOnce();
    expect(request.setVolume).toHaveBeenCalledWith(55);
  });

  test('typing in a field is left alone', () => {
    const request = newRequests();
    teardown = startShortcuts(document, newPlayback(), request);
    const event = press('k', document.querySelector('#field')!);
    press('m', document.querySelector('#editable')!);
    press('k', document.body, { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(request.play).not.toHaveBeenCalled();
    expect(request.toggleMute).not.toHaveBeenCalled();
  });

  test('the key that loaded the shortcuts is handled too', () => {
    const request = newRequests();
    const first = new KeyboardEvent('keydown', { key: 'k' });
    Object.defineProperty(first, 'target', { value: document.body });
    teardown = startShortcuts(document, newPlayback(), request, first);
    expect(request.play).toHaveBeenCalledOnce();
  });

  test('? opens an accessible help listing the shortcuts; Escape closes it and focus comes back', () => {
    teardown = startShortcuts(document, newPlayback(), newRequests());
    const button = document.querySelector<HTMLButtonElement>('#play')!;
    button.focus();
    press('?', button);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Keyboard shortcuts');
    expect(dialog.textContent).toContain('Space or K');
    expect(dialog.textContent).toContain('Mute or unmute');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    press('Escape', document.activeElement!);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('after the teardown no key does anything', () => {
    const request = newRequests();
    startShortcuts(document, newPlayback(), request)();
    press('k');
    expect(request.play).not.toHaveBeenCalled();
  });
});
