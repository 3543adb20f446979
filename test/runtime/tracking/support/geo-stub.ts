// A geo lookup service on loopback (spec §7 "Geo lookup"): answers every `/geo` request with one
// place, so a privacy-enabled station resolves its mode the way it does in production.
import { createServer } from 'node:http';

export interface GeoStub {
  /** `http://127.0.0.1:<port>`: the station's `services.geo.url`. */
  url: string;
  /** Paths (with query) asked so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function startGeoStub(answer: Record<string, string> = { country_code: 'US', region_code: 'CA' }): Promise<GeoStub> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
