/**
 * Runs `callback` once the browser is idle after first paint (requestIdleCallback, with a
 * timeout so a busy page still gets it), or on the next macrotask where there is none (Safari).
 * Returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  const g = globalThis as {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof g.requestIdleCallback === 'function') {
    const handle = g.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => g.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}
