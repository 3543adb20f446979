// Page load → privacy notice on screen (issue 36): a privacy station (regions CA) opened as a
// listener opens it (no query), its geo lookup a local service answering California, Germany,
// Texas (a state without a configured law) or failing (HTTP 500), in Chromium, Firefox ESR and
// WebKit. Prints, per engine and answer, the median ms from navigation start to the notice's
// dialog in the page (none: no notice, as for a listener it does not concern) and to the app's
// render (`#app[data-app=ready]`; none: the app waits for intent). Run it on two checkouts to
// compare (the numbers are the page's own `performance.now()`, read by the station's inline JS).
//
// Loopback answers at once; --geo-delay-ms makes the geo service as slow as a real one (the page's
// own files stay on loopback), where asking it before fetching the app costs its round trip.
//
//   npm run bench -- geo-notice [--runs 5] [--browsers chromium,firefox,webkit]
//                               [--answers CA,DE,TX,failing] [--geo-delay-ms 0]
import { flag, loadSupport, median } from './lib/support.js';

const RUNS = Number(flag('runs', 5));
const BROWSERS = String(flag('browsers', 'chromium,firefox,webkit')).toLowerCase().split(',');
const ANSWERS = String(flag('answers', 'CA,DE,TX,failing')).split(',');
const GEO_DELAY_MS = Number(flag('geo-delay-ms', 0));
/** How long after the load event a notice or the app may still come (the geo bound is 3 s). */
const SETTLE_MS = 3_500;

// The station's own inline script (it runs before the first paint's module): notes when the
// notice's dialog and the app's render first appear.
const WATCH = `(() => {
  const seen = (window.__seen = {});
  new MutationObserver(() => {
    const now = performance.now();
    if (!seen.notice && document.querySelector('[role="dialog"][aria-label="Privacy Notice"], [role="dialog"][aria-labelledby]')) seen.notice = now;
    if (!seen.app && document.querySelector('#app[data-app="ready"]')) seen.app = now;
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const PLACES = {
  CA: { status: 200, body: { country_code: 'US', region_code: 'CA' } },
  DE: { status: 200, body: { country_code: 'DE', region_code: 'BY' } },
  TX: { status: 200, body: { country_code: 'US', region_code: 'TX' } },
  failing: { status: 500, body: { message: 'down' } },
};

const support = await loadSupport();
const { buildStation, startStaticServer, startGeoServer, launchChromium, launchFirefox, launchWebKit, waitFor } = support;
const geo = await startGeoServer();
const built = await buildStation({
  station: { sid: 9736, title: 'Geo Notice FM' },
  data: { audioHtml: 'http://127.0.0.1:9/stream.mp3' },
  privacy: { enabled: true, regions: ['CA'] },
  services: { geo: { url: geo.url } },
  ui: { extraJsV7Minimal: WATCH },
});
const server = await startStaticServer(built.distDir);
const url = `${server.url}/${built.id}/`;

const engines = {
  chromium: async () => {
    const s = await launchChromium();
    return { goto: (u) => s.page.goto(u), evaluate: (e) => s.page.evaluate(e), close: () => s.close() };
  },
  firefox: async () => {
    const s = await launchFirefox();
    return { goto: (u) => s.page.goto(u), evaluate: (e) => s.page.evaluate(e), close: () => s.close() };
  },
  webkit: async () => {
    const s = await launchWebKit();
    return { goto: (u) => s.goto(u), evaluate: (e) => s.evaluate(e), close: () => s.close() };
  },
};

const show = (values) => {
  const seen = values.filter((v) => v !== null);
  if (!seen.length) return 'none';
  return `${Math.round(median(seen))}${seen.length < values.length ? ` (${seen.length}/${values.length})` : ''}`;
};

console.log(`runs ${RUNS}, geo answers after ${GEO_DELAY_MS} ms; ms from navigation start (median)\nengine    answer   notice   app`);
try {
  for (const name of BROWSERS) {
    const browser = await engines[name]();
    try {
      for (const [place, reply] of Object.entries(PLACES).filter(([place]) => ANSWERS.includes(place))) {
        geo.reply('', { ...reply, delayMs: GEO_DELAY_MS });
        const notices = [];
        const apps = [];
        for (let run = 0; run < RUNS; run++) {
          await browser.goto(url);
          const loadedAt = Date.now();
          await waitFor(async () => (await browser.evaluate('!!(window.__seen && window.__seen.notice)')) || Date.now() - loadedAt > SETTLE_MS, {
            timeoutMs: SETTLE_MS + 5_000,
            what: 'the notice or the settling time',
          });
          if (place !== 'CA') await new Promise((resolve) => setTimeout(resolve, Math.max(0, SETTLE_MS - (Date.now() - loadedAt))));
          const seen = await browser.evaluate('JSON.stringify(window.__seen || {})');
          const { notice = null, app = null } = JSON.parse(String(seen));
          notices.push(notice);
          apps.push(app);
          // A fresh listener each run: nothing stored by the notice.
          await browser.evaluate('localStorage.clear(), sessionStorage.clear(), 1');
        }
        console.log(`${name.padEnd(9)} ${place.padEnd(8)} ${show(notices).padEnd(8)} ${show(apps)}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
  await built.remove();
  await geo.close();
  support.cleanUp();
}
