// The vendors' hosts for the tracking e2e tests: Playwright request interception answers every
// https request the page makes (there is no internet here) with a stand-in, and records it. The
// stand-in scripts behave like the vendors' in what the player relies on and write what they were
// told into `window.__e2e`, so a test reads both the network and the vendor-side calls.
import type { BrowserContext, Route } from 'playwright-core';

/** One request that left the page for a vendor host. */
export interface VendorHit {
  url: string;
  method: string;
  /** Playwright's resource type: script, image, fetch, … */
  type: string;
}

export interface VendorStubOptions {
  /** What cookie sync answers in `params` ({} by default). */
  cookieSyncParams?: Record<string, string>;
  /** How long cookie sync takes to answer (0 by default). */
  cookieSyncDelayMs?: number;
}

export interface VendorStubs {
  /** Every request to an https host, in order. Clear with `hits.length = 0`. */
  hits: VendorHit[];
  /** The hits without the cookie-sync calls (those belong to the stream start, not to the integrations). */
  integrationHits(): VendorHit[];
}

/** The hosts the e2e stations point their services at (the real vendors keep their own). */
export const HOSTS = {
  gtag: 'https://www.googletagmanager.com',
  matomo: 'https://matomo.e2e.test',
  quantcast: 'https://pixel.quantserve.com',
  nielsen: 'https://secure-dcr.imrworldwide.com',
  wopd: 'https://wopd.e2e.test',
  partner: 'https://partner.e2e.test',
  a2x: 'https://a2x.e2e.test',
  sync: 'https://sync.e2e.test',
  cookieSync: 'https://cookiesync.e2e.test',
} as const;

/** The id a2x puts in place of @UUID@ when it redirects. */
export const A2X_USER_ID = 'A2X-USER-7';

/** What the user-matching service answers: one item of each kind the player must keep or drop. */
export const USER_MATCHINGS = [
  { Type: 'redirect', Tag: `${HOSTS.partner}/match.gif?partner=1` },
  { Type: 'IFRAME', Tag: `${HOSTS.partner}/match-frame.html` },
  { Type: 'js', Tag: '' },
  { Type: 'image', Tag: `${HOSTS.partner}/never.gif` },
];

// gtag.js: the player queues on dataLayer before the script loads; record the queue and what follows.
const FAKE_GTAG = `(() => {
  const e2e = (window.__e2e = window.__e2e || {});
  e2e.gtag = [];
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  const record = (args) => e2e.gtag.push(Array.from(args, (v) => (v instanceof Date ? 'DATE' : v)));
  dataLayer.forEach(record);
  dataLayer.push = function (args) { record(args); return Array.prototype.push.call(this, args); };
})();`;

// matomo.js: drains _paq like Matomo (site id and tracker URL first), sends the page view as a
// tracker request, and keeps the queue as the player wrote it.
const FAKE_MATOMO = `(() => {
  const e2e = (window.__e2e = window.__e2e || {});
  const queue = window._paq || [];
  e2e.paq = queue.map((c) => c.slice());
  const state = { title: document.title };
  const apply = (c) => {
    if (c[0] === 'setSiteId') state.siteId = c[1];
    else if (c[0] === 'setTrackerUrl') state.trackerUrl = c[1];
    else if (c[0] === 'setDocumentTitle') state.title = c[1];
    else if (c[0] === 'trackPageView') {
      new Image().src = state.trackerUrl + '?idsite=' + encodeURIComponent(state.siteId) + '&rec=1&action_name=' + encodeURIComponent(state.title);
    }
  };
  const first = (c) => c[0] === 'setSiteId' || c[0] === 'setTrackerUrl';
  queue.filter(first).forEach(apply);
  queue.filter((c) => !first(c)).forEach(apply);
  window._paq = { push: (c) => { e2e.paq.push(c.slice()); apply(c); } };
})();`;

// Nielsen's browser SDK: the global the player polls for, and the calls it receives.
const FAKE_NIELSEN = `(() => {
  const e2e = (window.__e2e = window.__e2e || {});
  e2e.nielsen = [];
  window.NOLCMB = {
    getInstance(params) {
      e2e.nielsen.push(['getInstance', params]);
      return {
        ggInitialize: (p) => e2e.nielsen.push(['ggInitialize', p]),
        ggPM: (code, data) => e2e.nielsen.push(['ggPM', code, data]),
      };
    },
  };
})();`;

// A 1×1 transparent GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Routes every https request of `context` to the stand-ins above; anything else https gets a 404
 * (and is still recorded, so a test sees it). Loopback (the pages, the stream) is not touched.
 */
export async function stubVendors(context: BrowserContext, options: VendorStubOptions = {}): Promise<VendorStubs> {
  const hits: VendorHit[] = [];
  await context.route(/^https:\/\//, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    hits.push({ url: request.url(), method: request.method(), type: request.resourceType() });
    // The page's origin: credentialed fetches need it echoed back, not '*'.
    const origin = (await request.headerValue('origin')) ?? '*';
    const cors = { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' };
    const script = (body: string) => route.fulfill({ status: 200, contentType: 'text/javascript', body });
    const gif = () => route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });

    switch (url.origin) {
      case HOSTS.gtag:
        return script(FAKE_GTAG);
      case HOSTS.matomo:
        return url.pathname.endsWith('.js') ? script(FAKE_MATOMO) : gif();
      case HOSTS.nielsen:
        return script(FAKE_NIELSEN);
      case HOSTS.quantcast:
      case HOSTS.sync:
        return gif();
      case HOSTS.partner:
        return url.pathname.endsWith('.html')
          ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>match</title>' })
          : gif();
      case HOSTS.wopd:
        return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ UserMatchings: USER_MATCHINGS }) });
      case HOSTS.a2x: {
        // a2x redirects to the sync URL with its own user id in place of @UUID@.
        const redirect = url.searchParams.get('redirect') ?? '';
        return route.fulfill({ status: 302, headers: { Location: redirect.replace('@UUID@', A2X_USER_ID) } });
      }
      case HOSTS.cookieSync:
        await new Promise((resolve) => setTimeout(resolve, options.cookieSyncDelayMs ?? 0));
        return route
          .fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ params: options.cookieSyncParams ?? {} }) })
          // The page may have given up (timeout) and closed the request meanwhile.
          .catch(() => {});
      default:
        return route.fulfill({ status: 404, body: 'no such vendor' });
    }
  });
  // Interception does not see the request a redirect leads to (Playwright routes only the first
  // of a chain), but the browser still reports it: record it from there. With no network it then
  // fails, which nothing in the player notices (it is the a2x pixel's second hop).
  context.on('request', (request) => {
    if (request.redirectedFrom() && /^https:\/\//.test(request.url())) {
      hits.push({ url: request.url(), method: request.method(), type: request.resourceType() });
    }
  });
  return {
    hits,
    integrationHits: () => hits.filter((hit) => !hit.url.startsWith(HOSTS.cookieSync)),
  };
}
