// A station's own copy of the IAB vendor list (spec §7 "Privacy library") and the partners its
// integrations call, on one loopback server, for the EU consent dialog's tests: the list is built
// with the IAB library (`new GVL(json).getJson()`), one language file (German) is served and every
// other is missing (404), the consent-record endpoint records what it receives with its cookie, and
// the partners' own endpoints (Matomo's script, wopd's user matching) record when they are called.
import { createServer, type IncomingMessage } from 'node:http';
import { GVL } from '@iabtechlabtcf/core';
import { listenOnLoopback } from './loopback';

/** The station's vendors in the tests: wopd targeting (755) and an analytics vendor for Matomo (1001). */
export const TARGETING_VENDOR = 755;
export const ANALYTICS_VENDOR = 1001;
/** On the list but named by no station: the dialog must not ask for it. */
export const OTHER_VENDOR = 4242;

const purposeNames = (language: 'en' | 'de') => {
  const names = language === 'de' ? ['Speichern von oder Zugriff auf Informationen auf einem Endgerät', 'Verwendung reduzierter Daten zur Auswahl von Werbeanzeigen', 'Erstellung von Profilen für personalisierte Werbung', 'Verwendung von Profilen zur Auswahl personalisierter Werbung', 'Erstellung von Profilen zur Personalisierung von Inhalten', 'Verwendung von Profilen zur Auswahl personalisierter Inhalte', 'Messung der Werbeleistung', 'Messung der Performance von Inhalten', 'Analyse von Zielgruppen durch Statistiken', 'Entwicklung und Verbesserung der Angebote', 'Verwendung reduzierter Daten zur Auswahl von Inhalten'] : ['Store and/or access information on a device', 'Use limited data to select advertising', 'Create profiles for personalised advertising', 'Use profiles to select personalised advertising', 'Create profiles to personalise content', 'Use profiles to select personalised content', 'Measure advertising performance', 'Measure content performance', 'Understand audiences through statistics', 'Develop and improve services', 'Use limited data to select content'];
  return Object.fromEntries(names.map((name, i) => [i + 1, { id: i + 1, name, description: `${name} (${language}).`, illustrations: [] }]));
};
const specialFeatures = (language: 'en' | 'de') =>
  language === 'de'
    ? { 1: { id: 1, name: 'Genaue Standortdaten verwenden', description: 'Genaue Standortdaten (de).', illustrations: [] } }
    : { 1: { id: 1, name: 'Use precise geolocation data', description: 'Precise geolocation (en).', illustrations: [] } };

const vendor = (id: number, name: string, more: Record<string, unknown>) => ({
  id, name, purposes: [], legIntPurposes: [], flexiblePurposes: [], specialPurposes: [], features: [], specialFeatures: [],
  urls: [{ langId: 'en', privacy: `https://vendor${id}.example/privacy` }], usesCookies: true, cookieMaxAgeSeconds: 86400, cookieRefresh: false, usesNonCookieAccess: false, ...more,
});

/** The vendor list JSON, as the IAB library reads and writes it. */
export function vendorListJson() {
  const json = {
    gvlSpecificationVersion: 3,
    vendorListVersion: 77,
    tcfPolicyVersion: 5,
    lastUpdated: '2026-11-01T00:00:00Z',
    purposes: purposeNames('en'),
    specialPurposes: {},
    features: {},
    specialFeatures: specialFeatures('en'),
    stacks: {},
    dataCategories: {},
    vendors: {
      [TARGETING_VENDOR]: vendor(TARGETING_VENDOR, 'Targeting Partner', { purposes: [1, 2, 3, 4], legIntPurposes: [7], specialFeatures: [1] }),
      [ANALYTICS_VENDOR]: vendor(ANALYTICS_VENDOR, 'Audience Analytics', { purposes: [1], legIntPurposes: [7, 8, 9] }),
      [OTHER_VENDOR]: vendor(OTHER_VENDOR, 'Not This Station', { purposes: [1, 2, 10] }),
    },
  };
  // Through the IAB library: what it serves is what it would write.
  return new GVL(json as never).getJson();
}

/** What the consent record endpoint received. */
export interface RecordPost {
  body: Record<string, unknown>;
  cookie: string;
  contentType: string;
}

export interface VendorListServer {
  url: string;
  /** `privacy.vendorList.baseUrl`. */
  baseUrl: string;
  /** `privacy.vendorList.recordUrl`. */
  recordUrl: string;
  /** Every request path, in order, with when it came. */
  requests: { path: string; at: number }[];
  records: RecordPost[];
  /** How the record endpoint answers next: 200, a status, no answer (a timeout), or a dropped connection. */
  recordAnswer: { kind: 'ok' } | { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'drop' };
  /** Requests to the partners (Matomo's script and tracker, user matching): what needs consent. */
  partnerRequests(): string[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

export async function startVendorListServer(): Promise<VendorListServer> {
  const list = JSON.stringify(vendorListJson());
  const german = JSON.stringify({ gvlSpecificationVersion: 3, language: 'de', purposes: purposeNames('de'), specialPurposes: {}, features: {}, specialFeatures: specialFeatures('de'), stacks: {}, dataCategories: {} });
  const state = {} as VendorListServer;
  state.requests = [];
  state.records = [];
  state.recordAnswer = { kind: 'ok' };
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    state.requests.push({ path: req.url ?? '/', at: Date.now() });
    const origin = req.headers.origin;
    const cors = { 'access-control-allow-origin': origin ?? '*', 'access-control-allow-credentials': 'true', 'cache-control': 'no-store', vary: 'origin' };
    if (path === '/gvl/vendor-list.json') return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(list);
    if (path === '/gvl/purposes-de.json') return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(german);
    if (path === '/set-cookie') return res.writeHead(200, { 'set-cookie': 'listener=eu-42; Path=/; SameSite=Lax', 'content-type': 'text/html' }).end('<!doctype html><title>cookie</title>ok');
    if (path === '/record' && req.method === 'OPTIONS') {
      return res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' }).end();
    }
    if (path === '/record' && req.method === 'POST') {
      const text = await readBody(req);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { unreadable: text };
      }
      state.records.push({ body, cookie: req.headers.cookie ?? '', contentType: req.headers['content-type'] ?? '' });
      const answer = state.recordAnswer;
      if (answer.kind === 'hang') return; // never answers: the player's timeout must end it
      if (answer.kind === 'drop') return req.socket.destroy();
      return res.writeHead(answer.kind === 'status' ? answer.status : 200, { ...cors, 'content-type': 'application/json' }).end('{}');
    }
    if (path === '/match') return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ UserMatchings: [] }));
    if (path === '/matomo/matomo.js') return res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end('window.__matomoLoaded = true;');
    if (path.startsWith('/matomo/')) return res.writeHead(204, cors).end();
    res.writeHead(404, { ...cors, 'content-type': 'text/plain' }).end('missing');
  });
  const { url, close } = await listenOnLoopback(server);
  Object.assign(state, {
    url,
    baseUrl: `${url}/gvl/`,
    recordUrl: `${url}/record`,
    partnerRequests: () => state.requests.map((r) => r.path).filter((p) => p.startsWith('/match') || p.startsWith('/matomo/')),
    close,
  });
  return state;
}
