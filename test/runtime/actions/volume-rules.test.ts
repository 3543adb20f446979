import { describe, expect, it } from 'vitest';
import { normalizeVolume } from '../../../runtime/actions/volume-rules';

describe('normalizeVolume (spec §5)', () => {
  it.each([
    [undefined, 100],
    [null, 100],
    ['', 100],
    ['   ', 100],
    ['loud', 100],
    [Number.NaN, 100],
    [true, 100],
    [{}, 100],
    [-1, 0],
    [-Infinity, 0],
    ['-20', 0],
    [0, 0],
    [37, 37],
    ['37', 37],
    [' 55 ', 55],
    [100, 100],
    [101, 100],
    [Infinity, 100],
    ['250', 100],
    [33.4, 33],
  ])('%j → %i', (value, volume) => {
    expect(normalizeVolume(value)).toBe(volume);
  });
});
