// Every vendor a station names (trackers, targeting, cookie sync) on one loopback server that
// records each request with its time: a request here is a tracker or targeting call the player made.
import { createServer } from 'node:http';
import { listenOnLoopback, type Listening } from './loopback';

export interface VendorServer extends Listening {
  /** Every request so far (path and query), with when it came; tests may empty it. */
  hits: { url: string; at: number }[];
}

/**
 * Answers as the vendors do, enough for the player to go on: a script (`*.js`), a pixel (`*.gif`),
 * a cookie-sync answer (`/sync`: `{ params: { csync: '1' } }`) and, for anything else, a user
 * matching answer with no matchings (JSON, with CORS and credentials allowed).
 */
export async function startVendorServer(): Promise<VendorServer> {
  const hits: VendorServer['hits'] = [];
  const server = createServer((req, res) => {
    hits.push({ url: req.url ?? '', at: Date.now() });
    const path = (req.url ?? '').split('?')[0]!;
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-credentials': 'true' };
    if (path.endsWith('.js')) return res.writeHead(200, { 'content-type': 'text/javascript' }).end('/* a vendor script */');
    if (path.endsWith('.gif')) return res.writeHead(200, { 'content-type': 'image/gif' }).end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    if (path === '/sync') return res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ params: { csync: '1' } }));
    return res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ UserMatchings: [] }));
  });
  return { ...(await listenOnLoopback(server)), hits };
}
