import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NO_PROJECT, type ProjectConfigResult, validateProjectConfig } from '../validate/validate-project-config';
import { readJsonFile } from './read-json-file';

export const DEFAULT_CONFIG_FILE = 'radio-embed.config.json';

/**
 * Reads and checks radio-embed.config.json: the file named by --config (which must exist), else
 * the default file when it is there, else no shared settings at all.
 */
export async function loadProjectConfig(configOption: string | undefined, cwd: string): Promise<ProjectConfigResult> {
  const file = configOption ?? DEFAULT_CONFIG_FILE;
  const absolutePath = resolve(cwd, file);
  if (configOption === undefined && !existsSync(absolutePath)) return { ok: true, project: NO_PROJECT, warnings: [] };
  const read = await readJsonFile(absolutePath, file);
  if (!read.ok) return { ok: false, problems: [read.problem], warnings: [] };
  return validateProjectConfig(read.value, file);
}
