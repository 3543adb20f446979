import { type JsonPath, valueAt } from '../errors/json-path';
import { problem, type Problem, type Warning, type Where, warning } from '../errors/problem';
import { LEGACY_COMMENT_START } from '../render/escape';
import { stationFileSchema, type StationFile } from '../../contract/station-file/station-file';
import { privacyNoticeOffSite } from '../../contract/station-file/consent';
import { isStreamPlaceholder } from '../../contract/station-file/url';
import { ACCENT_PATH, accentProblems, accentWarnings } from './accent';
import { deepMerge } from './deep-merge';
import { euConsentWarnings } from './eu-consent';
import { issuesToProblems } from './issue-to-problems';
import { isPlainObject } from './is-plain-object';
import { mixedContentWarnings } from './mixed-content';
import type { ProjectContext } from './validate-project-config';
import { findRenamedFields, RENAMED_FIELDS, type RenamedField } from './renamed-fields';
import { findUnknownKeys } from './unknown-keys';

/** A station file as read: its id (from the file name), its name as the user gave it, its JSON. */
export interface StationSource {
  id: number;
  file: string;
  raw: unknown;
}

export type StationResult =
  | { ok: true; station: StationFile; warnings: Warning[] }
  | { ok: false; problems: Problem[]; warnings: Warning[] };

const STREAM_FIELDS = ['audioHls', 'audioFlash', 'audioHtml'] as const;
/** The station's custom code, inlined into its page (render-embed.ts). */
const INLINED_CODE_FIELDS = ['extraJsV7Minimal', 'extraCssV7Minimal'] as const;

/**
 * Checks one station against the whole contract, after merging it over the shared defaults and
 * services. Every problem is reported at once, each pointing at the file that holds the value.
 */
export function validateStation(source: StationSource, project: ProjectContext, renamed: readonly RenamedField[] = RENAMED_FIELDS): StationResult {
  const { file, raw } = source;
  const merged = deepMerge(deepMerge(project.rawDefaults, { services: project.rawServices }), raw);
  const locate = locator(source, project);
  // A field a newer release renamed is not just unknown: its setting would be lost, so it fails
  // the station, naming the new field (the upgrade path, README "Upgrading").
  const renames = findRenamedFields(raw, renamed);
  const isRenamed = (path: JsonPath) => renames.some((use) => use.path.join('.') === path.join('.'));
  const warnings = [
    ...findUnknownKeys(stationFileSchema, raw)
      .filter(({ path }) => !isRenamed(path))
      .map(({ path, suggestion }) => warning('UNKNOWN_KEY', { file, path }, { suggestion })),
    ...STREAM_FIELDS.filter((field) => {
      const value = valueAt(merged, ['data', field]);
      return typeof value === 'string' && value.trim() !== '' && isStreamPlaceholder(value);
    }).map((field) => warning('STREAM_PLACEHOLDER', locate(['data', field]))),
    ...INLINED_CODE_FIELDS.filter((field) => {
      const value = valueAt(merged, ['ui', field]);
      return typeof value === 'string' && LEGACY_COMMENT_START.test(value);
    }).map((field) => warning('LEGACY_COMMENT_WRAPPER', locate(['ui', field]))),
  ];
  const parsed = stationFileSchema.safeParse(merged);
  const problems = parsed.success ? [] : issuesToProblems(parsed.error.issues, merged, locate);
  problems.push(...renames.map(({ path, to, since }) => problem('RENAMED_FIELD', { file, path }, { to, since })));
  problems.push(...accentProblems(valueAt(merged, ACCENT_PATH), locate(ACCENT_PATH)));
  const sid = valueAt(merged, ['station', 'sid']);
  if (Number.isInteger(sid) && (sid as number) >= 1 && sid !== source.id) {
    problems.push(problem('SID_MISMATCH', locate(['station', 'sid']), { id: source.id, sid: sid as number }));
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems, warnings };
  // The privacy layer fails closed without a geo service (docs/privacy.md): valid, but surely a slip.
  if (parsed.data.privacy.enabled && !parsed.data.services.geo) warnings.push(warning('PRIVACY_WITHOUT_GEO', locate(['privacy', 'enabled'])));
  warnings.push(...accentWarnings(parsed.data.ui, locate));
  warnings.push(...euConsentWarnings(parsed.data, locate));
  if (privacyNoticeOffSite(parsed.data)) warnings.push(warning('PRIVACY_NOTICE_OFF_SITE', locate(['services', 'privacyNoticeUrl'])));
  warnings.push(...mixedContentWarnings(parsed.data, project.config.publicUrl, locate));
  return { ok: true, station: parsed.data, warnings };
}

/**
 * Finds which file to blame for a path of the merged station: the layer that sets that value
 * (station file first, then the config's `services`, then its `defaults`). A missing value, or
 * a problem with a whole object (no stream in `data`), is the station's to fix.
 */
function locator(source: StationSource, project: ProjectContext): (path: JsonPath) => Where {
  const layers: { file: string; value: (path: JsonPath) => unknown; shown: (path: JsonPath) => JsonPath }[] = [
    { file: source.file, value: (path) => valueAt(source.raw, path), shown: (path) => path },
  ];
  if (project.file !== undefined) {
    layers.push(
      {
        file: project.file,
        value: (path) => (path[0] === 'services' && path.length > 1 ? valueAt(project.rawServices, path.slice(1)) : undefined),
        shown: (path) => path,
      },
      { file: project.file, value: (path) => valueAt(project.rawDefaults, path), shown: (path) => ['defaults', ...path] },
    );
  }
  return (path) => {
    const layer = layers.find((l) => l.value(path) !== undefined);
    if (!layer || isPlainObject(layer.value(path))) return { file: source.file, path };
    return { file: layer.file, path: layer.shown(path) };
  };
}
