// The world of the EU consent dialog's end-to-end tests (docs/eu-consent.md): a station built by the
// real CLI with Matomo (analytics vendor 1001) and wopd targeting (vendor 755), its own vendor list
// and consent-record endpoint (test/support/vendor-list-server.ts), a geo service that puts 2.2.2.2
// in Germany and 1.1.1.1 in California, and a static MP3 whose request log shows what the player sent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TCString } from '@iabtechlabtcf/core';
import type { StationFile } from '../support/build-station';
import type { FramePage } from '../support/frame-page';
import { CALIFORNIA, GERMANY, startGeoServer, type GeoServer } from '../support/geo-server';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { serveStations, type ServedStation } from '../support/served-station';
import { ANALYTICS_VENDOR, startVendorListServer, TARGETING_VENDOR, type VendorListServer } from '../support/vendor-list-server';
import { waitFor } from '../support/wait-for';

export const IN_GERMANY = '2.2.2.2';
export const IN_CALIFORNIA = '1.1.1.1';
/** The station's CMP id (an IAB-registered one would be given by the IAB). */
export const CMP_ID = 300;

export interface EuWorld {
  stream: Mp3FileStream;
  geo: GeoServer;
  partners: VendorListServer;
  station: ServedStation;
  /** The station page for a listener at `ip`, with more query (`&lang=de`, `&theme=Light`). */
  url(ip: string, more?: string): string;
  /** How many times the dialog's own chunk (the one that says "unable to load language") was fetched. */
  dialogChunkFetches(): number;
  /**
   * Milliseconds the chunk that decodes a TC string (consent/tcf-decode.ts) is held back, from now
   * on (0: served at once): a slow network between a stored choice and its being in force.
   */
  holdDecodeMs: number;
  close(): Promise<void>;
}

export function euStation(sid: number, stream: string, geo: string, partners: VendorListServer): StationFile {
  return {
    station: { sid, title: 'Euro FM' },
    data: { audioHtml: stream },
    tracking: { piwik: { enabled: true, siteid: '7', domains: ['euro.example'], vendorId: ANALYTICS_VENDOR } },
    targeting: { wopd: { enabled: true, placement_id: 'pl-1', vendorId: TARGETING_VENDOR } },
    services: {
      geo: { url: geo },
      piwik: { trackerUrl: `${partners.url}/matomo/` },
      userMatching: { url: `${partners.url}/match`, publisherId: 'pub-1' },
    },
    privacy: { vendorList: { baseUrl: partners.baseUrl, language: 'EN', cmpId: CMP_ID, recordUrl: partners.recordUrl, recordTimeoutMs: 1500 } },
  };
}

export async function startEuWorld(sid: number): Promise<EuWorld> {
  const stream = await startMp3FileStream({ frequency: 440 });
  const geo = await startGeoServer();
  geo.reply(IN_GERMANY, { body: { ...GERMANY, ip: IN_GERMANY } });
  geo.reply(IN_CALIFORNIA, { body: { ...CALIFORNIA, ip: IN_CALIFORNIA } });
  const partners = await startVendorListServer();
  let world: EuWorld | undefined;
  const decodeChunk = (path: string): boolean => {
    const name = /\/assets\/([\w.-]+\.js)$/.exec(path)?.[1];
    return !!name && readFileSync(join(station!.build.distDir, 'assets', name), 'utf8').includes('the TC string cannot be decoded');
  };
  const hold = (path: string) => (world?.holdDecodeMs && decodeChunk(path) ? new Promise<void>((resolve) => setTimeout(resolve, world!.holdDecodeMs)) : undefined);
  const [station] = await serveStations([euStation(sid, stream.url, geo.url, partners)], undefined, { hold });
  world = {
    holdDecodeMs: 0,
    stream,
    geo,
    partners,
    station: station!,
    url: (ip, more = '') => station!.url(`?ip=${ip}${more}`),
    dialogChunkFetches: () => {
      const assets = join(station!.build.distDir, 'assets');
      const chunk = readdirSync(assets).find((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('unable to load language'));
      if (!chunk) throw new Error('no dialog chunk in the build');
      return station!.server.requests.filter((request) => request.path.endsWith(`/assets/${chunk}`)).length;
    },
    close: async () => {
      await station?.close();
      await Promise.all([stream.close(), geo.close(), partners.close()]);
    },
  };
  return world;
}

/** Opens the station fresh (no stored choice) and moves the mouse over it, as a listener does: the app starts on that intent. */
export async function openFresh(page: FramePage, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate('(localStorage.clear(), sessionStorage.clear(), true)');
  await page.goto(url);
  await page.moveTo(20, 20);
  await page.moveTo(40, 30);
}

export const dialogShown = (page: FramePage) =>
  waitFor(async () => page.evaluate(`!!document.querySelector('.re-eu-consent [data-choice="reject-all"]') && !!document.getElementById('re-eu-consent-styles')`), {
    what: 'the consent dialog',
    timeoutMs: 15_000,
  });

/** A TC string decoded by the IAB library: the ids each of its vectors holds. */
export function decodeTc(tcString: string) {
  const model = TCString.decode(tcString);
  const ids = (vector: { forEach(fn: (value: boolean, id: number) => void): void }) => {
    const out: number[] = [];
    vector.forEach((value, id) => value && out.push(id));
    return out;
  };
  return {
    cmpId: model.cmpId,
    purposeConsents: ids(model.purposeConsents),
    purposeLegitimateInterests: ids(model.purposeLegitimateInterests),
    vendorConsents: ids(model.vendorConsents),
    vendorLegitimateInterests: ids(model.vendorLegitimateInterests),
    specialFeatureOptins: ids(model.specialFeatureOptins),
    vendorListVersion: model.vendorListVersion,
  };
}
