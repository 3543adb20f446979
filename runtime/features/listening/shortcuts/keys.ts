/** What a shortcut does. */
export type Shortcut = 'toggle' | 'mute' | 'louder' | 'quieter' | 'help' | 'close';

/** What the help says a shortcut does: its key in the catalogue (../words/shortcuts.ts). */
type ShortcutName = 'keyToggle' | 'keyMute' | 'keyLouder' | 'keyQuieter' | 'keyClose' | 'keyHelp';

/**
 * The keys (KeyboardEvent.key) and what they do; the help lists them in this order. `label` is
 * the key as printed, or the catalogue's `spaceOrK`; `name` is what it does, as a catalogue key.
 */
export const SHORTCUT_KEYS: readonly { keys: readonly string[]; label: string; does: Shortcut; name: ShortcutName }[] = [
  { keys: [' ', 'k', 'K'], label: 'spaceOrK', does: 'toggle', name: 'keyToggle' },
  { keys: ['m', 'M'], label: 'M', does: 'mute', name: 'keyMute' },
  { keys: ['ArrowUp'], label: '↑', does: 'louder', name: 'keyLouder' },
  { keys: ['ArrowDown'], label: '↓', does: 'quieter', name: 'keyQuieter' },
  { keys: ['Escape'], label: 'Esc', does: 'close', name: 'keyClose' },
  { keys: ['?'], label: '?', does: 'help', name: 'keyHelp' },
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
