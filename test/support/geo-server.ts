// The stand-in for the geo lookup service (spec §7 "Geo lookup"), for unit and end-to-end tests.
import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback';

/** How the stand-in geo service answers one request. */
export interface GeoReply {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering (for timeouts). */
  delayMs?: number;
  /** Answers only once this settles (then after `delayMs`): a test decides when the answer arrives. */
  until?: Promise<unknown>;
}

export interface GeoServer {
  /** `http://127.0.0.1:<port>`: the station's `services.geo.url`. */
  url: string;
  /** Every request path + query, in order. */
  requests: string[];
  /** How many answers were sent in full. */
  answered: () => number;
  /** The reply for a given `ip` query value ('' = no ip parameter). */
  reply: (ip: string, reply: GeoReply) => void;
  close: () => Promise<void>;
}

/** What a reply without a body carries: an answer the player cannot place. */
const UNKNOWN_ADDRESS = { error: 'unknown address' };

/**
 * A real HTTP geo service on 127.0.0.1, answering per `?ip=` what `reply` set for that address
 * and `fallback` to any other. Never cached, so a browser asks again on every page load.
 */
export async function startGeoServer(fallback: GeoReply = {}): Promise<GeoServer> {
  const replies = new Map<string, GeoReply>();
  const requests: string[] = [];
  let answered = 0;
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const ip = new URL(req.url ?? '/', 'http://x').searchParams.get('ip') ?? '';
    const { status = 200, body = UNKNOWN_ADDRESS, delayMs = 0, until } = replies.get(ip) ?? fallback;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answer = (): void => {
      if (res.destroyed) return;
      timer = setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body), () => answered++);
      }, delayMs);
    };
    void (until ? until.then(answer, answer) : answer());
    res.on('close', () => clearTimeout(timer));
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, requests, answered: () => answered, reply: (ip, reply) => replies.set(ip, reply), close };
}

/** Geo results as the service sends them (spec §3). */
export const CALIFORNIA = { ip: '198.51.100.7', country_code: 'US', country: 'United States', region: 'California', region_code: 'CA', city: 'Fresno' };
export const TEXAS = { ip: '198.51.100.8', country_code: 'US', country: 'United States', region: 'Texas', region_code: 'TX', city: 'Austin' };
export const GERMANY = { ip: '203.0.113.9', country_code: 'DE', country: 'Germany', region: 'Bavaria', region_code: 'BY', city: 'Munich' };
