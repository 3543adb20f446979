import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in geo service answers one request. */
export interface GeoReply {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering (for timeouts). */
  delayMs?: number;
}

export interface GeoServer {
  url: string;
  /** Every request path + query, in order. */
  requests: string[];
  /** The reply for a given `ip` query value ('' = no ip parameter). */
  reply: (ip: string, reply: GeoReply) => void;
  close: () => Promise<void>;
}

/** A real HTTP geo service on 127.0.0.1 (spec §7 shape), answering per `?ip=`. */
export async function startGeoServer(): Promise<GeoServer> {
  const replies = new Map<string, GeoReply>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const ip = new URL(req.url ?? '/', 'http://x').searchParams.get('ip') ?? '';
    const { status = 200, body = { error: 'unknown address' }, delayMs = 0 } = replies.get(ip) ?? {};
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (ip, reply) => replies.set(ip, reply),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Geo results as the service sends them (spec §3). */
export const CALIFORNIA = { ip: '198.51.100.7', country_code: 'US', country: 'United States', region: 'California', region_code: 'CA', city: 'Fresno' };
export const TEXAS = { ip: '198.51.100.8', country_code: 'US', country: 'United States', region: 'Texas', region_code: 'TX', city: 'Austin' };
export const GERMANY = { ip: '203.0.113.9', country_code: 'DE', country: 'Germany', region: 'Bavaria', region_code: 'BY', city: 'Munich' };
