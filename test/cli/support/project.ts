import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, type TempDir } from '../../support/temp-dir';

export interface Project extends TempDir {
  /** Writes `stations/<id>.json` (an object is written as JSON, a string as is). */
  station(id: number, contents: unknown): Promise<void>;
  /** Writes radio-embed.config.json. */
  config(contents: unknown): Promise<void>;
}

/** A temporary operator project (stations/, radio-embed.config.json), run from as the cwd. */
export async function makeProject(prefix: string): Promise<Project> {
  const temp = await makeTempDir(prefix);
  await mkdir(join(temp.path, 'stations'));
  const write = (path: string, contents: unknown) =>
    writeFile(join(temp.path, path), typeof contents === 'string' ? contents : `${JSON.stringify(contents, null, 2)}\n`);
  return {
    ...temp,
    station: (id, contents) => write(`stations/${id}.json`, contents),
    config: (contents) => write('radio-embed.config.json', contents),
  };
}
