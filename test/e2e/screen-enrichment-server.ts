import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The track-enrichment service stand-in of the screen e2e tests, with the covers it points to. */
export interface EnrichmentServer {
  /** `http://127.0.0.1:<port>`; the station's `data.enrichment` is `${url}/enrich`. */
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** The enrichment requests only (`/enrich/…`). */
  lookups(): string[];
  /** Teaches it a track: `{artist}/{song}` as normalised in the path → a cover of this colour. */
  addTrack(path: string, cover: { name: string; color: string; delayMs?: number }): void;
  /** The URL of a cover by name (as the enrichment answer gives it). */
  coverUrl(name: string): string;
  close(): Promise<void>;
}

// A cover: a coloured square with a lighter disc, so screenshots show which one is on screen.
const coverSvg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="600" height="600"><rect width="100" height="100" fill="${color}"/><circle cx="50" cy="50" r="30" fill="#fff" fill-opacity=".35"/></svg>`;

export async function startEnrichmentServer(): Promise<EnrichmentServer> {
  const tracks = new Map<string, string>();
  const covers = new Map<string, { color: string; delayMs: number }>();
  const requests: string[] = [];
  let url = '';
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    const lookup = /^\/enrich\/([^/]+\/[^/]+)\/\d+\/json\?/.exec(path);
    if (lookup) {
      const cover = tracks.get(lookup[1]!);
      if (!cover) return res.writeHead(404, headers).end('{}');
      const body = { combinedResponse: { artistName: '', songTitle: '', albumArt: { artworkUrlMedium: `${url}/covers/${cover}.svg`, artworkUrlSmallest: '' } } };
      return res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
    }
    const image = /^\/covers\/([\w-]+)\.svg$/.exec(path);
    const cover = image && covers.get(image[1]!);
    if (!cover) return res.writeHead(404, headers).end();
    setTimeout(() => res.writeHead(200, { ...headers, 'content-type': 'image/svg+xml' }).end(coverSvg(cover.color)), cover.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    lookups: () => requests.filter((path) => path.startsWith('/enrich/')),
    addTrack(path, { name, color, delayMs = 0 }) {
      tracks.set(path, name);
      covers.set(name, { color, delayMs });
    },
    coverUrl: (name) => `${url}/covers/${name}.svg`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
