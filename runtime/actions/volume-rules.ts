import { DEFAULT_VOLUME } from '../stores/playback';

/**
 * Spec §5: a non-numeric or missing volume becomes 100; below 0 becomes 0; above 100 becomes 100.
 * Numeric text counts as numeric (localStorage holds text). Fractions round to the slider's step.
 */
export function normalizeVolume(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return DEFAULT_VOLUME;
  return Math.round(Math.min(100, Math.max(0, number)));
}
