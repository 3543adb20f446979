// The page carries its config less the defaults (cli/embed-config/page-config.ts), and the runtime
// puts them back (runtime/config/read-config.ts): whatever a station sets, the player reads the
// config the build made, and the first load is smaller.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageConfig } from '../../cli/embed-config/page-config';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { parseEmbedConfig } from '../../runtime/config/read-config';
import { REPO_ROOT } from '../support/repo-root';
import { everyFieldStation } from './support/every-field-station';

function built(raw: unknown) {
  const result = validateStation({ id: 7, file: 'stations/7.json', raw }, NO_PROJECT);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return toEmbedConfig(result.station, { publicUrl: 'https://embed.radio.example', buildTime: 1758240000000 });
}

const readBack = (page: unknown) => {
  const read = parseEmbedConfig(JSON.stringify(page));
  if (!read.ok) throw new Error(read.reason);
  return read.config;
};

const fileStation = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as Record<string, unknown>;

const STATIONS: Record<string, unknown> = {
  'the demo station': { ...fileStation('stations/42.json'), station: { ...(fileStation('stations/42.json').station as object), sid: 7 } },
  'a station naming only what it must': { station: { sid: 7, title: 'Radio 7' }, data: { audioHtml: 'https://radio.example/live.mp3' } },
  'a station setting every field to other than its default': everyFieldStation(7),
  'a station writing every default out': {
    station: { sid: 7, title: 'Radio 7' },
    data: { audioHtml: 'https://radio.example/live.mp3', stream_id: 2224 },
    ui: { scheme: 'Dark', locale: 'en', flower: ['Volume', 'Facebook', 'Email', 'Twitter'], disableAlbumArt: false },
    tracking: { google: { enabled: false, gacode: '' } },
    privacy: { enabled: false, regions: ['CA'], repromptAfterDays: 365 },
  },
  'a station with keys of its own, for its custom JS': { station: { sid: 7, title: 'Radio 7', mine: { enabled: false } }, data: { audioHtml: 'https://radio.example/live.mp3' }, extra: '' },
};

describe('the config a page carries', () => {
  for (const [name, station] of Object.entries(STATIONS)) {
    test(`${name}: the player reads the config the build made`, () => {
      const config = JSON.parse(JSON.stringify(built(station)));
      expect(readBack(pageConfig(config))).toEqual(config);
    });
  }

  test('leaves out what the defaults hold: trackers off, no targeting, the standard strip and menu', () => {
    const page = pageConfig(built(STATIONS['a station naming only what it must']));
    expect(Object.keys(page)).toEqual(['version', 'buildTime', 'playerLink', 'station', 'data']);
    // v7_enable_native_app_install: the full player's field, which the runtime's defaults do not hold.
    expect(page.station).toEqual({ sid: 7, title: 'Radio 7', v7_enable_native_app_install: true });
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(built(STATIONS['a station naming only what it must'])).length / 3);
  });

  test("keeps what the station's own JS may read: its own keys, even where they look like defaults", () => {
    const page = pageConfig(built(STATIONS['a station with keys of its own, for its custom JS']));
    expect(page.station).toEqual({ sid: 7, title: 'Radio 7', mine: { enabled: false }, v7_enable_native_app_install: true });
    expect(page.extra).toBe('');
  });

  test('a page of an older build, its config whole, reads the same', () => {
    const config = JSON.parse(JSON.stringify(built(everyFieldStation(7))));
    expect(readBack(config)).toEqual(config);
  });

  test('a page whose config lacks the station id or title is no config, as before', () => {
    expect(parseEmbedConfig('{}')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseEmbedConfig('{"station":{"title":"Radio 7"}}')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseEmbedConfig('{"station":{"sid":7}}')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseEmbedConfig('{"station":{"sid":7,"title":"Radio 7"}}').ok).toBe(true);
  });
});
