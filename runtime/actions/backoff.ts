/** The first retry waits 250–500 ms; each next one up to twice as long… */
export const BACKOFF_BASE_MS = 500;
/** …up to 4–8 s, so a stream that comes back is heard again within seconds. */
export const BACKOFF_MAX_MS = 8000;

/**
 * The wait before reconnect attempt `attempt` (0 first): exponential, capped, with "equal jitter"
 * (half fixed, half random), so the listeners a server lost do not all come back in one instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}
