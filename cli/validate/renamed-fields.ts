import { type JsonPath, valueAt } from '../errors/json-path';

/** A station field a release renamed: the old path, the new one, and the release that did it. */
export interface RenamedField {
  from: string;
  to: string;
  /** The radio-embed version whose station format has only `to`. */
  since: string;
}

/**
 * Every station field renamed since 1.0.0, oldest first. A breaking change to the station format
 * adds its line here (and to CHANGELOG.md), so that `validate` and `build` name the old field and
 * the new one in every station file that still uses the old one, instead of an "unknown key" that
 * silently drops the setting. Empty: the format has not changed since the first release.
 */
export const RENAMED_FIELDS: readonly RenamedField[] = [];

export interface RenamedFieldUse extends RenamedField {
  path: JsonPath;
}

/** The renamed fields `raw` (a station file as read) still sets, with where it sets them. */
export function findRenamedFields(raw: unknown, renamed: readonly RenamedField[] = RENAMED_FIELDS): RenamedFieldUse[] {
  return renamed.flatMap((field) => {
    const path = field.from.split('.');
    return valueAt(raw, path) === undefined ? [] : [{ ...field, path }];
  });
}
