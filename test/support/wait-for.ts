/**
 * Polls until `probe` returns a value other than `undefined`/`false`, or throws after `timeoutMs`.
 * E2E tests wait on real processes and browsers; polling keeps them fast when things are quick and
 * patient when the machine is busy, where a fixed sleep is either slow or flaky.
 */
export interface WaitForOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Names what was awaited in the timeout error. */
  what?: string;
}

export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' }: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
      lastError = undefined;
    } catch (error) {
      // A probe may throw while the thing it checks is still starting (connection refused, …).
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
