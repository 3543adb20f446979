import { describe, expect, test } from 'vitest';
import { CompressedBase64UrlEncoder, FibonacciIntegerEncoder, FibonacciIntegerRangeEncoder } from '@iabgpp/cmpapi';
import { base64url, fibonacciBits, fibonacciRangeBits, fixedBits } from '../../../runtime/features/privacy/gpp/bits';

describe('GPP bit encodings match the IAB library', () => {
  test('Fibonacci integers 1–300', () => {
    for (let n = 1; n <= 300; n++) expect(fibonacciBits(n), `n=${n}`).toBe(FibonacciIntegerEncoder.encode(n));
  });

  test('Fibonacci ranges of section ids, single ids and runs', () => {
    for (const ids of [[7], [7, 8], [7, 9], [2, 6, 7, 8, 9, 12], [7, 27], [27, 7]]) {
      expect(fibonacciRangeBits(ids), ids.join()).toBe(FibonacciIntegerRangeEncoder.encode([...ids]));
    }
  });

  test('compressed base64url pads to bytes, then to 6-bit characters', () => {
    for (const bits of ['1', '011', '000011000001', '1'.repeat(23), '10'.repeat(31), '0'.repeat(66)]) {
      expect(base64url(bits), bits).toBe(CompressedBase64UrlEncoder.getInstance().encode(bits));
    }
  });

  test('fixed integers are zero-padded big-endian', () => {
    expect(fixedBits(3, 6)).toBe('000011');
    expect(fixedBits(2, 2)).toBe('10');
  });
});
