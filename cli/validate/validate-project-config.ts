import { type Problem, type Warning, warning } from '../errors/problem';
import { projectConfigSchema, type ProjectConfig } from '../schema/project-config';
import { stationFileSchema } from '../../contract/station-file/station-file';
import { issuesToProblems } from './issue-to-problems';
import { isPlainObject } from './is-plain-object';
import { findUnknownKeys, type UnknownKey } from './unknown-keys';

/** The shared settings, valid, plus the raw layers that stations are merged onto. */
export interface ProjectContext {
  /** The config file as the user named it; undefined when there is none. */
  file?: string;
  config: ProjectConfig;
  /** `services` and `defaults` as written, merged under each station before it is checked. */
  rawServices: Record<string, unknown>;
  rawDefaults: Record<string, unknown>;
}

export type ProjectConfigResult =
  | { ok: true; project: ProjectContext; warnings: Warning[] }
  | { ok: false; problems: Problem[]; warnings: Warning[] };

export const NO_PROJECT: ProjectContext = {
  config: projectConfigSchema.parse({}),
  rawServices: {},
  rawDefaults: {},
};

export function validateProjectConfig(raw: unknown, file: string): ProjectConfigResult {
  const unknown: UnknownKey[] = [
    ...findUnknownKeys(projectConfigSchema, raw),
    ...(isPlainObject(raw) ? findUnknownKeys(stationFileSchema, raw.defaults, ['defaults']) : []),
  ];
  const warnings = unknown.map(({ path, suggestion }) => warning('UNKNOWN_KEY', { file, path }, { suggestion }));
  const parsed = projectConfigSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, warnings, problems: issuesToProblems(parsed.error.issues, raw, (path) => ({ file, path })) };
  }
  const layers = raw as { services?: unknown; defaults?: unknown };
  return {
    ok: true,
    warnings,
    project: {
      file,
      config: parsed.data,
      rawServices: isPlainObject(layers.services) ? layers.services : {},
      rawDefaults: isPlainObject(layers.defaults) ? layers.defaults : {},
    },
  };
}
