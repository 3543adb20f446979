/** Whole seconds since the epoch: the playhead audience measurement expects for live radio. */
export function unixSeconds(ms: number = Date.now()): number {
  return Math.floor(ms / 1000);
}
