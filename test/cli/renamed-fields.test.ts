// Issue 35 §4, the upgrade path: a release that renames a station field lists it in
// RENAMED_FIELDS, and a station file still using the old name then fails validation with a
// message naming the old field (its path) and the new one, not an "unknown key" warning that
// would build the station without the setting.
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../cli/errors/problem';
import { findRenamedFields } from '../../cli/validate/renamed-fields';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { stationJson } from './support/station-json';

/** A rename as a future release would list it: had `ui.scheme` been `ui.theme` in 1.x. */
const RENAMES = [{ from: 'ui.theme', to: 'ui.scheme', since: '2.0.0' }];

describe('a renamed station field', () => {
  test('fails the station, naming the old field and the new one', () => {
    const raw = stationJson(7, { ui: { theme: 'Light' } });
    const result = validateStation({ id: 7, file: 'stations/7.json', raw }, NO_PROJECT, RENAMES);
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems.map(formatReport);
    expect(lines).toContain('stations/7.json: ui.theme: was renamed to "ui.scheme" in radio-embed 2.0.0; rename it in this file (the value stays the same)');
    // Said once, as the rename: not also as an unknown key.
    expect(result.warnings.map(formatReport).filter((line) => line.includes('ui.theme'))).toEqual([]);
  });

  test('a station that does not use the old field is not touched', () => {
    const raw = stationJson(7);
    expect(findRenamedFields(raw, RENAMES)).toEqual([]);
    expect(validateStation({ id: 7, file: 'stations/7.json', raw }, NO_PROJECT, RENAMES).ok).toBe(true);
  });
});
