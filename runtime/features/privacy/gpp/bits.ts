/**
 * The bit-level encodings of the IAB Global Privacy Platform (GPP) string, as the IAB's own
 * `@iabgpp/cmpapi` writes them. We write them ourselves because that library is far too big for
 * the player's first-load budget; the tests check our output against it byte for byte.
 */

/** An unsigned integer as `width` bits, most significant first. */
export function fixedBits(value: number, width: number): string {
  return value.toString(2).padStart(width, '0');
}

/**
 * GPP "Fibonacci integer" (n ≥ 1): the Zeckendorf terms of n over 1, 2, 3, 5, 8, …, smallest
 * term first, closed by an extra 1 — so the code always ends in "11" and needs no length field.
 */
export function fibonacciBits(n: number): string {
  const terms: number[] = [];
  for (let a = 1, b = 2; a <= n; [a, b] = [b, a + b]) terms.push(a);
  let bits = '1';
  for (let i = terms.length - 1; i >= 0; i--) {
    const term = terms[i]!;
    const used = term <= n;
    if (used) n -= term;
    bits = (used ? '1' : '0') + bits;
  }
  return bits;
}

/**
 * GPP "Fibonacci integer range": a 12-bit count of groups, then per group either a single id
 * (0 + the distance from the previous id) or a run (1 + the distance to its start + its length - 1).
 */
export function fibonacciRangeBits(ids: readonly number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const id of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] + 1 === id) last[1] = id;
    else runs.push([id, id]);
  }
  let bits = fixedBits(runs.length, 12);
  let offset = 0;
  for (const [start, end] of runs) {
    bits += start === end ? '0' + fibonacciBits(start - offset) : '1' + fibonacciBits(start - offset) + fibonacciBits(end - start);
    offset = end;
  }
  return bits;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** GPP's "compressed" base64url: pad to whole bytes, then to whole 6-bit characters; no '='. */
export function base64url(bits: string): string {
  while (bits.length % 8) bits += '0';
  while (bits.length % 6) bits += '0';
  let out = '';
  for (let i = 0; i < bits.length; i += 6) out += BASE64URL[parseInt(bits.slice(i, i + 6), 2)];
  return out;
}
