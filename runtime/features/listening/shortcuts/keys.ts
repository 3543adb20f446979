/** What a shortcut does. */
export type Shortcut = 'toggle' | 'mute' | 'louder' | 'quieter' | 'help' | 'close';

/** The keys (KeyboardEvent.key) and what they do; the help lists them in this order. */
export const SHORTCUT_KEYS: readonly { keys: readonly string[]; label: string; does: Shortcut; name: string }[] = [
  { keys: [' ', 'k', 'K'], label: 'Space or K', does: 'toggle', name: 'Play or stop' },
  { keys: ['m', 'M'], label: 'M', does: 'mute', name: 'Mute or unmute' },
  { keys: ['ArrowUp'], label: '↑', does: 'louder', name: 'Volume up 5 %' },
  { keys: ['ArrowDown'], label: '↓', does: 'quieter', name: 'Volume down 5 %' },
  { keys: ['Escape'], label: 'Esc', does: 'close', name: 'Close a menu or dialog' },
  { keys: ['?'], label: '?', does: 'help', name: 'Show these shortcuts' },
];

/** Elements whose own typing or activation a shortcut must never take. */
const TYPES_TEXT = 'input,textarea,select,[contenteditable]:not([contenteditable="false"])';
const ACTIVATES_ON_SPACE = 'button,a[href],summary,[role="button"]';

/**
 * The shortcut a key press asks for, or null: never with Ctrl, Alt or Meta held (the browser's
 * and the system's own), never while a form field or an editable element has focus, and Space
 * not on a button or link, which Space already presses.
 */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'defaultPrevented'>): Shortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target as Element | null;
  const inside = (selector: string) => typeof target?.closest === 'function' && target.closest(selector) !== null;
  if (inside(TYPES_TEXT)) return null;
  if (event.key === ' ' && inside(ACTIVATES_ON_SPACE)) return null;
  return SHORTCUT_KEYS.find((entry) => entry.keys.includes(event.key))?.does ?? null;
}
