/** A random element id for scripts and containers created without one (spec §5). */
export function randomId(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
}
