import { isPlainObject } from './is-plain-object';

/**
 * Merges `over` onto `under`: objects key by key, anything else (lists too) replaced whole, so a
 * station's `ui.flower` replaces the shared default list instead of extending it.
 */
export function deepMerge(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (!isPlainObject(under) || !isPlainObject(over)) return over;
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    // defineProperty, not assignment: a "__proto__" key in a JSON file must stay a plain key.
    Object.defineProperty(merged, key, { value: deepMerge(under[key], value), enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
