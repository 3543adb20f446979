const MINUTE_MS = 60_000;

/**
 * How long a minute lasts for the sleep timer and the "Are You There?" prompt: 60 000 ms, or
 * `minute_ms=N` in the player's address (10–60 000), for tests only (docs/listening.md): the e2e
 * tests run a 15-minute timer in seconds.
 */
export function minuteMs(search: string): number {
  const asked = Number(new URLSearchParams(search).get('minute_ms'));
  return Number.isInteger(asked) && asked >= 10 && asked < MINUTE_MS ? asked : MINUTE_MS;
}
