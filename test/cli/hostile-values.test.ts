// Values that pass for valid but would take a listener elsewhere, inject into _headers, break the
// policy or every snippet, or build another station (issue 15 §9). Each is refused with a line
// naming the file and the key, or written so it cannot do harm.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseStationId } from '../../cli/args/station-ids';
import { stationCsp } from '../../cli/csp/station-csp';
import { formatReport } from '../../cli/errors/problem';
import { listStationIds } from '../../cli/load/station-files';
import { validateProjectConfig } from '../../cli/validate/validate-project-config';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { makeProject } from './support/project';
import { stationJson } from './support/station-json';

const FILE = 'stations/7.json';
const stationLines = (raw: unknown) => {
  const result = validateStation({ id: 7, file: FILE, raw }, NO_PROJECT);
  return result.ok ? [] : result.problems.map(formatReport);
};
const configLines = (raw: unknown) => {
  const result = validateProjectConfig(raw, 'radio-embed.config.json');
  return result.ok ? [] : result.problems.map(formatReport);
};

describe('hostile values (issue 15 §9)', () => {
  test.each(['/\\evil.example/p', '/\\\\evil.example', '//evil.example', '/a b', '/\u0001x', '/\u0085x'])(
    'privacyNoticeUrl %j, which a browser could read as another site, is refused',
    (path) => {
      expect(stationLines(stationJson(7, { services: { privacyNoticeUrl: path } }))).toEqual([
        `${FILE}: services.privacyNoticeUrl: must be an http(s) URL or a path starting with /`,
      ]);
    },
  );

  test('a site path with a query still passes', () => {
    expect(stationLines(stationJson(7, { services: { privacyNoticeUrl: '/legal/privacy?lang=en' } }))).toEqual([]);
  });

  test.each([
    ['https://cdn.example\u0001', 'U+0001, a control character, cannot be in a header'],
    ['https://cdn.example\u0085', 'U+0085, a control character, cannot be in a header'],
    ['https://cdn.example\u00a0x', 'U+00A0 is outside ASCII (a host outside ASCII is written in punycode, xn--…)'],
    ['ünïcode.example', 'U+00FC is outside ASCII (a host outside ASCII is written in punycode, xn--…)'],
  ])('a CSP source with a control or non-ASCII character (%j) is refused, not written raw into _headers', (source, reason) => {
    expect(configLines({ csp: { sources: { 'script-src': [source] } } })).toEqual([
      `radio-embed.config.json: csp.sources["script-src"][0]: cannot be written into the Content-Security-Policy: ${reason}`,
    ]);
  });

  test("report-uri and sandbox get only the operator's values; a fetch directive the build does not write starts from 'self'", () => {
    const config = validateProjectConfig(
      { csp: { sources: { 'report-uri': ['https://report.example/csp'], sandbox: ['allow-scripts'], 'font-src': ['https://fonts.example'] } } },
      'cfg.json',
    );
    if (!config.ok) throw new Error('config refused');
    const station = validateStation({ id: 7, file: FILE, raw: stationJson(7) }, NO_PROJECT);
    if (!station.ok) throw new Error('station refused');
    const policy = stationCsp({
      config: { ...station.station, targeting: station.station.targeting, ads: undefined } as never,
      inlineScripts: [],
      inlineStyles: [],
      runtimeStyleHashes: [],
      settings: config.project.config.csp,
    });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['report-uri']).toEqual(['https://report.example/csp']);
    expect(directives.sandbox).toEqual(['allow-scripts']);
    expect(directives['font-src']).toEqual(["'self'", 'https://fonts.example']);
  });

  test.each(['https://embed.example/?v=2', 'https://embed.example/#top', 'https://user:secret@embed.example'])(
    'publicUrl %j, which would break every page link and snippet, is refused',
    (publicUrl) => {
      expect(configLines({ publicUrl })).toEqual([
        'radio-embed.config.json: publicUrl: must be the http(s) address dist/ is published at, without a query, fragment or password (e.g. https://embed.radio.example)',
      ]);
    },
  );

  test('a station id above 2^53, which would be rounded into another id, is refused on the command line and skipped as a file name', async () => {
    expect(() => parseStationId('9007199254740993')).toThrow(/positive integer up to 9007199254740991/);
    expect(parseStationId('9007199254740991')).toBe(9007199254740991);
    const project = await makeProject('big-ids');
    try {
      await project.station(1, stationJson(1));
      await writeFile(join(project.path, 'stations/9007199254740993.json'), '{}');
      const listing = await listStationIds('stations', project.path);
      expect(listing.ok && listing.ids).toEqual([1]);
      expect(listing.ok && listing.warnings.map(formatReport)).toEqual(['stations/9007199254740993.json: not named <id>.json with a whole number up to 9007199254740991; skipped']);
    } finally {
      await project.remove();
    }
  });
});
