import { dirname, relative, sep } from 'node:path';
import { schemaFile } from '../schema/json-schema';

/** The `"$schema"` a station file written at `stationPath` points at: the installed package's copy. */
export function stationSchemaRef(stationPath: string): string {
  return relative(dirname(stationPath), schemaFile('station')).split(sep).join('/');
}
