import { InvalidArgumentError } from 'commander';
import { USAGE } from '../errors/catalogue';

/** Station ids are positive integers written without leading zeros, as in `stations/42.json`. */
const STATION_ID = /^[1-9]\d*$/;

/** `--station 42`: one id. Above 2^53 a number would be rounded into another station's id. */
export function parseStationId(value: string): number {
  const id = Number(value.trim());
  if (!STATION_ID.test(value.trim()) || !Number.isSafeInteger(id)) throw new InvalidArgumentError(USAGE.BAD_STATION_ID());
  return id;
}

/** `--station 42,7 --station 9` → [42, 7, 9]. */
export function collectStationIds(value: string, previous: number[] = []): number[] {
  return [...previous, ...value.split(',').map(parseStationId)];
}
