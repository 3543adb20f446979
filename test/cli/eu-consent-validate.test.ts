// Issue 33 item 4 in `radio-embed validate`: a station whose integrations need consent and that has
// no EU configuration (no `privacy.vendorList`; no geo service) is warned about; a vendor id that
// the station's own vendor list (fetched from a local vendor-list server) does not hold is an
// error; `--offline` skips the fetch; a list that cannot be fetched is a warning naming its URL.
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { listenOnLoopback, type Listening } from '../support/loopback';
import { freePort } from '../support/free-port';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

/** A GVL v3 vendor list as the IAB publishes it (only what validate reads is filled in). */
const VENDOR_LIST = {
  gvlSpecificationVersion: 3,
  vendorListVersion: 42,
  tcfPolicyVersion: 5,
  lastUpdated: '2026-11-01T00:00:00Z',
  purposes: {},
  vendors: Object.fromEntries([755, 812, 11].map((id) => [id, { id, name: `Vendor ${id}`, purposes: [1], legIntPurposes: [], specialPurposes: [], features: [], specialFeatures: [] }])),
};

let lists: Listening & { requests: string[] };
beforeAll(async () => {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/gvl/vendor-list.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(VENDOR_LIST));
    if (req.url === '/broken/vendor-list.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{ not json');
    return res.writeHead(404).end('not found');
  });
  lists = { ...(await listenOnLoopback(server)), requests };
});
afterAll(() => lists?.close());

let project: Project;
beforeEach(async () => {
  project = await makeProject('eu-consent-validate');
  lists.requests.length = 0;
});
afterEach(() => project.remove());

const GEO = { geo: { url: 'https://geo.example' } };
const MATOMO = { tracking: { piwik: { enabled: true, siteid: '3' } }, services: { ...GEO, piwik: { trackerUrl: 'https://stats.radio.example/' } } };
const withList = (baseUrl: string, fields: Record<string, Record<string, unknown>> = {}) => ({
  ...stationJson(42),
  privacy: { vendorList: { baseUrl, language: 'DE' } },
  services: GEO,
  ...fields,
});

describe('validate: EU listeners (issue 33)', () => {
  test('integrations that need consent and no privacy.vendorList: a warning, the station still valid', async () => {
    await project.station(42, { ...stationJson(42), ...MATOMO, targeting: { wopd: { enabled: true, placement_id: 'p' } } });
    const result = await runCli(['validate', '--station', '42'], project.path);
    expect(result).toEqual({
      code: 0,
      stdout: 'stations/42.json: valid\n',
      stderr:
        'warning: stations/42.json: privacy.vendorList: is not set, and what this station runs needs the listener\'s consent where the GDPR applies (tracking.piwik, targeting.wopd): EU listeners on sites without a CMP will get no tracking (docs/privacy.md "Listeners where the GDPR applies")\n',
    });
  });

  test('no geo service either: every listener counts as one where the GDPR applies, which validate says too', async () => {
    await project.station(42, { ...stationJson(42), tracking: { google: { enabled: true, gacode: 'G-1' } } });
    const result = await runCli(['validate', '--station', '42', '--offline'], project.path);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("warning: stations/42.json: privacy.vendorList: is not set, and what this station runs needs the listener's consent where the GDPR applies (tracking.google)");
    expect(result.stderr).toContain("warning: stations/42.json: services.geo: is not set: no listener can be placed, so every one counts as a listener where the GDPR applies, and what needs consent (tracking.google) starts only where the host page's CMP consents");
  });

  test('a station without integrations that need consent: no warning', async () => {
    await project.station(42, stationJson(42));
    expect(await runCli(['validate', '--station', '42'], project.path)).toEqual({ code: 0, stdout: 'stations/42.json: valid\n', stderr: '' });
  });

  test('every vendor id in the station\u2019s vendor list: valid, no warning; the list was fetched at {baseUrl}vendor-list.json', async () => {
    await project.station(42, withList(`${lists.url}/gvl`, { tracking: { google: { enabled: true, gacode: 'G-1', vendorId: 755 }, nielsen: { vendorId: 812 } } }));
    expect(await runCli(['validate', '--station', '42'], project.path)).toEqual({ code: 0, stdout: 'stations/42.json: valid\n', stderr: '' });
    expect(lists.requests).toEqual(['/gvl/vendor-list.json']);
  });

  test('a vendor id the list does not hold: an error at its path, naming the list; exit code 1', async () => {
    await project.station(42, withList(`${lists.url}/gvl/`, { tracking: { google: { vendorId: 755 } }, targeting: { wopd: { enabled: true, placement_id: 'p', vendorId: 9999 } }, ads: { gateway: { url: '', vendorId: 31 } } }));
    const result = await runCli(['validate', '--station', '42'], project.path);
    expect(result.code).toBe(1);
    const list = `${lists.url}/gvl/vendor-list.json`;
    expect(result.stderr).toBe(
      `stations/42.json: targeting.wopd.vendorId: vendor 9999 is not in the station's vendor list ${list}: no TC string can consent to it, so this integration would never start where the GDPR applies\n` +
        `stations/42.json: ads.gateway.vendorId: vendor 31 is not in the station's vendor list ${list}: no TC string can consent to it, so this integration would never start where the GDPR applies\n`,
    );
    const json = JSON.parse((await runCli(['validate', '--station', '42', '--json'], project.path)).stdout) as { ok: boolean; stations: { ok: boolean }[] };
    expect(json.ok).toBe(false);
  });

  test('privacy.vendorList.vendorIds are checked too: one the list does not hold is an error at its index, even with no integration naming a vendor', async () => {
    const station = withList(`${lists.url}/gvl`);
    await project.station(42, { ...station, privacy: { vendorList: { ...station.privacy.vendorList, vendorIds: [812, 4242] } } });
    const result = await runCli(['validate', '--station', '42'], project.path);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `stations/42.json: privacy.vendorList.vendorIds[1]: vendor 4242 is not in the station's vendor list ${lists.url}/gvl/vendor-list.json: no TC string can consent to it, so the consent dialog cannot ask for it\n`,
    });
    expect(lists.requests).toEqual(['/gvl/vendor-list.json']);
  });

  test('--offline: the list is not fetched, so an unknown id is not found', async () => {
    await project.station(42, withList(`${lists.url}/gvl`, { targeting: { wopd: { enabled: true, placement_id: 'p', vendorId: 9999 } } }));
    expect(await runCli(['validate', '--station', '42', '--offline'], project.path)).toEqual({ code: 0, stdout: 'stations/42.json: valid\n', stderr: '' });
    expect(lists.requests).toEqual([]);
  });

  test('a list that cannot be read (404, not JSON, nobody listening): a warning naming its URL; the ids are not checked', async () => {
    const refused = `http://127.0.0.1:${await freePort()}`;
    const cases = [
      [`${lists.url}/missing`, 'HTTP 404'],
      [`${lists.url}/broken`, 'not JSON'],
      [refused, 'network error'],
    ] as const;
    for (const [baseUrl, why] of cases) {
      await project.station(42, withList(baseUrl, { targeting: { wopd: { enabled: true, placement_id: 'p', vendorId: 9999 } } }));
      const result = await runCli(['validate', '--station', '42'], project.path);
      expect(result.code, baseUrl).toBe(0);
      expect(result.stderr).toBe(
        `warning: stations/42.json: privacy.vendorList.baseUrl: the vendor list ${baseUrl}/vendor-list.json cannot be read (${why}): the station's vendor ids were not checked against it\n`,
      );
    }
  });
});
