import { InvalidArgumentError } from 'commander';
import { isStationId } from '../../contract/station-id';
import { USAGE } from '../errors/catalogue';

/** `--station 42`: one id (contract/station-id.ts, the rule the loader shares). */
export function parseStationId(value: string): number {
  if (!isStationId(value.trim())) throw new InvalidArgumentError(USAGE.BAD_STATION_ID());
  return Number(value.trim());
}

/** `--station 42,7 --station 9` → [42, 7, 9]. */
export function collectStationIds(value: string, previous: number[] = []): number[] {
  return [...previous, ...value.split(',').map(parseStationId)];
}
