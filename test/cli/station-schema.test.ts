import { describe, expect, test } from 'vitest';
import { formatReport } from '../../cli/errors/problem';
import { NO_PROJECT, validateProjectConfig, type ProjectContext } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { stationJson } from './support/station-json';

const FILE = 'stations/7.json';

function check(raw: unknown, project: ProjectContext = NO_PROJECT) {
  const result = validateStation({ id: 7, file: FILE, raw }, project);
  return {
    ...result,
    lines: result.ok ? [] : result.problems.map(formatReport),
    warningLines: result.warnings.map(formatReport),
  };
}

function valid(raw: unknown, project?: ProjectContext) {
  const result = check(raw, project);
  if (!result.ok) throw new Error(result.lines.join('\n'));
  return result.station;
}

function project(raw: unknown): ProjectContext {
  const result = validateProjectConfig(raw, 'radio-embed.config.json');
  if (!result.ok) throw new Error('bad project config');
  return result.project;
}

describe('defaults (spec §2, §3, §9)', () => {
  test('a minimal station gets every default of the contract', () => {
    expect(valid(stationJson(7))).toEqual({
      station: { sid: 7, title: 'Radio 7', name: '', code: '', logo: '', logoLink: '', v7_enable_native_app_install: true },
      data: { audioHls: undefined, audioFlash: undefined, audioHtml: 'https://stream.radio7.example/live.mp3', stream_id: 2224, enrichment: '', withCredentials: false },
      metadata: { source: 'stream', url: '', intervalMs: 10000 },
      ui: {
        scheme: 'Dark',
        locale: 'en',
        background: '',
        defaultAlbumArt: '',
        disableAlbumArt: false,
        toggleMetadata: true,
        maxConnect: 0,
        maxConnectAudio: 0,
        inactivityMinutes: 0,
        offAirText: '',
        flower: [{ type: 'Volume' }, { type: 'Facebook' }, { type: 'Email' }, { type: 'Twitter' }],
        extraCssV7Minimal: '',
        extraJsV7Minimal: '',
      },
      social: {
        facebook: { appId: '', postMask: '', logo: '' },
        twitter: { postMask: '' },
        email: { subjectMask: '', bodyMask: '' },
      },
      tracking: {
        google: { enabled: false, gacode: '' },
        piwik: { enabled: false, domains: [], siteid: '' },
        quantcast: { enabled: false, label: '', pcode: '' },
        nielsen: { enabled: false, appid: '', sfcode: '' },
      },
      targeting: { wopd: { enabled: false, placement_id: '' }, a2x: { enabled: false } },
      privacy: { enabled: false, regions: ['CA'], repromptAfterDays: 365 },
      menuitems: [{ type: 'nowPlaying', name: 'Now Playing' }],
      services: { privacyNoticeUrl: '/privacy_notice' },
    });
  });

  test('defaults are fresh objects: changing one station does not change the next', () => {
    const first = valid(stationJson(7));
    first.ui.flower.push({ type: 'Extra' });
    first.privacy.regions.push('VA');
    const second = valid(stationJson(7));
    expect(second.ui.flower).toHaveLength(4);
    expect(second.privacy.regions).toEqual(['CA']);
  });

  test('numeric third-party ids are kept as strings', () => {
    const station = valid(stationJson(7, { tracking: { piwik: { enabled: true, siteid: 12, domains: ['radio7.example'] } } }));
    expect(station.tracking.piwik.siteid).toBe('12');
  });

  test('"$schema" is accepted and not reported', () => {
    const result = check({ $schema: 'https://example.com/station.schema.json', ...stationJson(7) });
    expect(result.ok).toBe(true);
    expect(result.warningLines).toEqual([]);
  });
});

describe('messages', () => {
  test.each([
    ['a missing section', { data: stationJson(7).data }, [`${FILE}: station: is required`]],
    ['a missing field', { station: { sid: 7 }, data: stationJson(7).data }, [`${FILE}: station.title: is required`]],
    ['a wrong type', stationJson(7, { ui: { toggleMetadata: 'no' } }), [`${FILE}: ui.toggleMetadata: must be true or false, got "no"`]],
    ['an empty required text', stationJson(7, { station: { title: '   ' } }), [`${FILE}: station.title: must not be empty`]],
    ['a number too small', stationJson(7, { ui: { maxConnectAudio: -5 } }), [`${FILE}: ui.maxConnectAudio: must be at least 0, got -5`]],
    ['not a whole number', stationJson(7, { data: { stream_id: 2.5 } }), [`${FILE}: data.stream_id: must be a whole number, got 2.5`]],
    [
      'a value not in the list',
      stationJson(7, { metadata: { source: 'Icecast' } }),
      [`${FILE}: metadata.source: must be one of "stream", "icecast", "nowplaying", "none"; got "Icecast"; did you mean "icecast"?`],
    ],
    [
      'an HLS player that does not exist',
      stationJson(7, { data: { hlsPlayer: 'hlsjs' } }),
      [`${FILE}: data.hlsPlayer: must be one of "auto", "native", "hls.js"; got "hlsjs"; did you mean "hls.js"?`],
    ],
    [
      'a credentials flag that is not a boolean',
      stationJson(7, { data: { withCredentials: 'yes' } }),
      [`${FILE}: data.withCredentials: must be true or false, got "yes"`],
    ],
    ['a failed union, as one line', stationJson(7, { ui: { flower: [null] } }), [`${FILE}: ui.flower[0]: must be a string or an object, got null`]],
    ['a union branch that matched and failed inside', stationJson(7, { ui: { flower: [{ type: 4 }] } }), [`${FILE}: ui.flower[0].type: must be a string, got 4`]],
    [
      'an Icecast mount that is not a path',
      stationJson(7, { metadata: { source: 'icecast', url: 'https://radio7.example/status-json.xsl', mount: 'live mp3' } }),
      [`${FILE}: metadata.mount: must be a mount path such as "/live.mp3"`],
    ],
    ['a non-http URL', stationJson(7, { data: { enrichment: 'file:///etc/passwd' } }), [`${FILE}: data.enrichment: must be an http(s) URL`]],
    ['a URL without scheme', stationJson(7, { station: { logoLink: 'radio7.example' } }), [`${FILE}: station.logoLink: must be an http(s) URL`]],
    ['a bad page path', stationJson(7, { services: { privacyNoticeUrl: '//evil.example' } }), [`${FILE}: services.privacyNoticeUrl: must be an http(s) URL or a path starting with /`]],
    [
      'a state without a privacy law',
      stationJson(7, { privacy: { regions: ['ca', 'NY'] } }),
      [`${FILE}: privacy.regions[1]: must be a US state with a privacy law (CA, VA, CO, UT, CT, TX, OR, MT, DE, IA, NE, NH, NJ, TN, MN, MD, IN, KY, RI), got "NY"`],
    ],
    ['a sid that is not the file id', stationJson(7, { station: { sid: 70 } }), [`${FILE}: station.sid: must equal the file's id 7, got 70`]],
    ['no stream at all', { station: { sid: 7, title: 'Radio 7' } }, [`${FILE}: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml`]],
    ['a metadata source without its URL', stationJson(7, { metadata: { source: 'nowplaying' } }), [`${FILE}: metadata.url: is required when metadata.source is "nowplaying"`]],
    ['a file that is not an object', [1, 2], [`${FILE}: must be an object, got a list`]],
    ['a key that needs quoting', stationJson(7, { services: { 'my service': { url: 'x' }, geo: { url: 'nope' } } }), [`${FILE}: services.geo.url: must be an http(s) URL`]],
  ])('%s', (_name, raw, lines) => {
    const result = check(raw);
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual(lines);
  });

  test('every problem of a file at once, in contract order', () => {
    const result = check({ station: { sid: 0, title: 1 }, data: { audioHls: 'ftp://x' }, privacy: { enabled: 'no' } });
    expect(result.lines).toEqual([
      `${FILE}: station.sid: must be at least 1, got 0`,
      `${FILE}: station.title: must be a string, got 1`,
      `${FILE}: data.audioHls: must be an http(s) URL`,
      `${FILE}: privacy.enabled: must be true or false, got "no"`,
    ]);
  });
});

describe('stream sources', () => {
  test('empty values and placeholders are absent; placeholders are warned about', () => {
    const result = check(stationJson(7, { data: { audioHls: 'INVALID', audioFlash: '  ' } }));
    expect(result.ok && result.station.data).toMatchObject({ audioHls: undefined, audioFlash: undefined, audioHtml: 'https://stream.radio7.example/live.mp3' });
    expect(result.warningLines).toEqual([`${FILE}: data.audioHls: not a URL; ignored as an invalid-stream placeholder`]);
  });

  test('a URL-shaped value with another scheme is an error, not a placeholder', () => {
    expect(check(stationJson(7, { data: { audioFlash: 'javascript:alert(1)' } })).lines).toEqual([`${FILE}: data.audioFlash: must be an http(s) URL`]);
  });

  test('http and https URLs are both accepted, surrounding spaces trimmed', () => {
    const station = valid(stationJson(7, { data: { audioHls: ' http://10.0.0.1:8000/live.m3u8 ', audioFlash: 'https://x.example/a.aac' } }));
    expect(station.data.audioHls).toBe('http://10.0.0.1:8000/live.m3u8');
    expect(station.data.audioFlash).toBe('https://x.example/a.aac');
  });
});

describe('unknown keys', () => {
  test('are kept and reported as warnings with their path', () => {
    const result = check({ ...stationJson(7, { ui: { colour: 'red', flower: [{ type: 'Volume', size: 2 }] } }), podcasts: {} });
    expect(result.ok).toBe(true);
    expect(result.ok && (result.station as Record<string, unknown>).podcasts).toEqual({});
    expect(result.warningLines).toEqual([
      `${FILE}: ui.colour: unknown key`,
      `${FILE}: ui.flower[0].size: unknown key`,
      `${FILE}: podcasts: unknown key`,
    ]);
  });

  test('legacy fields named by the spec are not unknown', () => {
    const legacy = stationJson(7, { data: { pubnubSubscribeKey: 'k', vote: true, v6_redirect_type: 'V7Player' }, ui: { extraCss: '', extraJsV7: '', defaultProgram: 1 } });
    expect(check(legacy).warningLines).toEqual([]);
  });
});

describe('shared settings (radio-embed.config.json)', () => {
  test('defaults are deep-merged under the station; the station wins; lists are replaced', () => {
    const shared = project({ defaults: { ui: { scheme: 'Light', flower: ['Volume'] }, privacy: { enabled: true } } });
    const station = valid(stationJson(7, { ui: { flower: ['Twitter'] }, privacy: { regions: ['va'] } }), shared);
    expect(station.ui.scheme).toBe('Light');
    expect(station.ui.flower).toEqual([{ type: 'Twitter' }]);
    expect(station.privacy).toEqual({ enabled: true, regions: ['va'], repromptAfterDays: 365 });
  });

  test('services come from the config; a station overrides single fields', () => {
    const shared = project({ services: { geo: { url: 'https://geo.example', v2: true }, sync: { url: 'https://sync.example' } } });
    const station = valid(stationJson(7, { services: { geo: { v2: false } } }), shared);
    expect(station.services).toEqual({
      geo: { url: 'https://geo.example', v2: false },
      sync: { url: 'https://sync.example' },
      privacyNoticeUrl: '/privacy_notice',
    });
  });

  test('a bad inherited value names the config file and its path there', () => {
    const shared = project({ defaults: { ui: { defaultAlbumArt: 'ftp://art' } }, services: { geo: { url: 'https://geo.example' } } });
    expect(check(stationJson(7, { services: { geo: { v2: 'yes' } } }), shared).lines).toEqual([
      `radio-embed.config.json: defaults.ui.defaultAlbumArt: must be an http(s) URL`,
      `${FILE}: services.geo.v2: must be true or false, got "yes"`,
    ]);
  });

  test('what a station must set itself is blamed on the station, even inside shared objects', () => {
    const shared = project({ defaults: { station: { name: 'shared' }, data: { stream_id: 5 } } });
    expect(check({ data: {} }, shared).lines).toEqual([
      `${FILE}: station.sid: is required`,
      `${FILE}: station.title: is required`,
      `${FILE}: data: needs at least one valid stream URL: audioHls, audioFlash or audioHtml`,
    ]);
  });

  test('publicUrl loses its trailing slash; unknown keys are warnings', () => {
    const result = validateProjectConfig({ publicUrl: 'https://embed.example//', extra: 1, defaults: { ui: { x: 1 } } }, 'cfg.json');
    expect(result.ok && result.project.config.publicUrl).toBe('https://embed.example');
    expect(result.warnings.map(formatReport)).toEqual(['cfg.json: extra: unknown key', 'cfg.json: defaults.ui.x: unknown key']);
  });
});
