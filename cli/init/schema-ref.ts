import { dirname, isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { schemaFile } from '../schema/json-schema';

/**
 * The `"$schema"` a station file written at `stationPath` points at: the installed package's copy,
 * relative when the package sits in the project (node_modules, or this repository), else as a
 * file URL (a global install) — editors read both.
 */
export function stationSchemaRef(stationPath: string, projectDir: string): string {
  const schema = schemaFile('station');
  const fromProject = relative(projectDir, schema);
  if (fromProject.startsWith('..') || isAbsolute(fromProject)) return pathToFileURL(schema).href;
  return relative(dirname(stationPath), schema).split(sep).join('/');
}
