// The world of the privacy-storage e2e tests (issue 15), shared by the Chromium and Firefox files:
// a station built by the real CLI with privacy on (CA) and every tracker on, the local geo service
// answering California, and a static MP3 stream whose log shows the privacy strings really sent.
import type { StationFile } from '../support/build-station';
import { startGeoServer, type GeoServer } from '../support/geo-server';
import { startMp3FileStream, type Mp3FileStream } from '../support/mp3-file-stream';
import { serveStation, type ServedStation } from '../support/served-station';
import { HOSTS } from '../runtime/tracking/support/vendor-stubs';

export interface PrivacyStorageWorld {
  geo: GeoServer;
  stream: Mp3FileStream;
  station: ServedStation;
  /** How many times the player page itself has been requested (a reload adds one). */
  pageLoads(): number;
  close(): Promise<void>;
}

export async function startPrivacyStorageWorld(): Promise<PrivacyStorageWorld> {
  const geo = await startGeoServer({ body: { country_code: 'US', region_code: 'CA' } });
  const stream = await startMp3FileStream({ frequency: 550 });
  const file: StationFile = {
    station: { sid: 9701, title: 'Storage FM', name: 'storagefm' },
    data: { audioHtml: stream.url },
    privacy: { enabled: true, regions: ['CA'] },
    tracking: {
      google: { enabled: true, gacode: 'G-STORE1' },
      piwik: { enabled: true, siteid: '3', domains: ['storage.example'] },
      quantcast: { enabled: true, pcode: 'p-store', label: 'seg' },
      nielsen: { enabled: true, appid: 'PSTORE', sfcode: 'dcr' },
    },
    services: {
      geo: { url: geo.url },
      piwik: { trackerUrl: `${HOSTS.matomo}/` },
      cookieSync: { url: `${HOSTS.cookieSync}/sync`, partnerKey: 'partner-store' },
    },
  };
  const station = await serveStation(file);
  return {
    geo,
    stream,
    station,
    pageLoads: () => station.server.requests.filter((r) => r.path === `/${station.build.id}/`).length,
    async close() {
      await station.close();
      await stream.close();
      await geo.close();
    },
  };
}
