// Issue 18 in `radio-embed validate`: integrations' IAB vendor ids, the station's own copy of the
// vendor list (spec §5, §8 "Privacy library": invalid base URL, unsupported language), and the
// privacy notice link that must not open on the player's CDN.
import { ConsentLanguages } from '@iabtechlabtcf/core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { EU_CONSENT_LANGUAGES } from '../../contract/station-file/consent';
import { stationFileSchema } from '../../contract/station-file/station-file';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

let project: Project;
beforeEach(async () => {
  project = await makeProject('consent-validate');
});
afterEach(() => project.remove());

const GEO = { services: { geo: { url: 'https://geo.example' } } };

describe('validate: host-consent settings', () => {
  test('vendor ids on integrations, cookie sync and the ad gateway are known keys; a vendor list of the station\u2019s own is valid', async () => {
    await project.station(42, {
      ...stationJson(42),
      targeting: { wopd: { enabled: true, placement_id: 'p', vendorId: 755 }, a2x: { vendorId: 12 } },
      tracking: { google: { vendorId: 1 }, nielsen: { vendorId: 812 } },
      privacy: { vendorList: { baseUrl: 'https://cmp.radio.example/vendorlist/', language: 'de' } },
      ads: { gateway: { url: '', vendorId: 32 } },
      ...GEO,
    });
    // Offline: the vendor list's host does not exist (test/cli/eu-consent-validate.test.ts fetches one).
    expect(await runCli(['validate', '--station', '42', '--strict', '--offline'], project.path)).toEqual({ code: 0, stdout: 'stations/42.json: valid\n', stderr: '' });
  });

  test('the spec\u2019s errors: invalid base URL (empty, or the official central list host), unsupported language, a vendor id that is not one', async () => {
    await project.station(42, { ...stationJson(42), privacy: { vendorList: { baseUrl: 'https://vendorlist.consensu.org/v3/', language: 'ga' } }, targeting: { wopd: { vendorId: 'x' } } });
    await project.station(7, { ...stationJson(7), privacy: { vendorList: { baseUrl: '' } } });
    const result = await runCli(['validate', '--all'], project.path);
    expect(result.code).toBe(1);
    const languages = EU_CONSENT_LANGUAGES.join(', ');
    expect(result.stderr).toBe(`stations/7.json: privacy.vendorList.baseUrl: invalid base URL: must be the http(s) address of the station's own copy of the vendor list, not empty and not the official central list host vendorlist.consensu.org
stations/42.json: targeting.wopd.vendorId: must be a number, got "x"
stations/42.json: privacy.vendorList.baseUrl: invalid base URL: must be the http(s) address of the station's own copy of the vendor list, not empty and not the official central list host vendorlist.consensu.org
stations/42.json: privacy.vendorList.language: unsupported language "ga": must be an EU language code (${languages})
`);
  });

  test('the player\u2019s own dialog (issue 33): a CMP id, its version, more vendors and a consent-record endpoint are valid and reach the embed config with their defaults; a CMP id below 2 or a record URL that is not http(s) is refused', async () => {
    const dialog = { baseUrl: 'https://cmp.radio.example/vendorlist/', language: 'DE', cmpId: 300, vendorIds: [9], recordUrl: 'https://cmp.radio.example/consent' };
    await project.station(42, { ...stationJson(42), privacy: { vendorList: dialog } });
    await project.station(7, { ...stationJson(7), privacy: { vendorList: { ...dialog, cmpId: 1, recordUrl: 'ftp://x' } } });
    // Offline: the vendor list's host is not on loopback (its ids are checked in eu-consent-validate.test.ts).
    const result = await runCli(['validate', '--all', '--offline'], project.path);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('stations/7.json: privacy.vendorList.cmpId');
    expect(result.stderr).toContain('stations/7.json: privacy.vendorList.recordUrl');
    expect(result.stderr).not.toContain('stations/42.json');
    const embed = toEmbedConfig(stationFileSchema.parse({ ...stationJson(42), privacy: { vendorList: dialog } }), { publicUrl: '', buildTime: 0 });
    expect(embed.privacy.vendorList).toEqual({ ...dialog, cmpVersion: 1, recordTimeoutMs: 5000 });
  });

  test('every EU language offered is one the IAB publishes purposes for (@iabtechlabtcf/core)', () => {
    const iab = new ConsentLanguages();
    for (const code of EU_CONSENT_LANGUAGES) expect(iab.has(code), code).toBe(true);
  });
});

describe('the privacy notice link (spec §5)', () => {
  test('privacy on, the default path and no station site: validate warns that the link would be a 404', async () => {
    await project.station(42, { ...stationJson(42), privacy: { enabled: true }, ...GEO });
    const result = await runCli(['validate', '--station', '42'], project.path);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning: stations/42.json: services.privacyNoticeUrl: is a path: it would open on the player\'s CDN');
  });

  test('a path is resolved against the station\u2019s own site (logoLink origin); an absolute URL is kept', () => {
    const parse = (station: object, services: object = {}) =>
      toEmbedConfig(stationFileSchema.parse({ ...stationJson(42), station: { ...(stationJson(42).station as object), ...station }, services }), { publicUrl: '', buildTime: 0 }).services.privacyNoticeUrl;
    expect(parse({ logoLink: 'https://radio.example/home/index.html' })).toBe('https://radio.example/privacy_notice');
    expect(parse({ logoLink: 'https://radio.example/' }, { privacyNoticeUrl: 'https://legal.example/notice' })).toBe('https://legal.example/notice');
    expect(parse({})).toBe('/privacy_notice');
  });
});
