// The player on host pages that make life hard (issue 15 §11), in Chromium, with the built dist/
// served as a CDN serves it (its _headers applied): a loader tag whose data-target is not a
// selector, on a page that already has an element with id="RadioEmbed"; and the player in an
// <iframe sandbox="allow-scripts">, whose opaque origin makes every asset request cross-origin.
// Then in Chromium, Firefox and WebKit (issue 29 §6): station ids the CLI would not build, a
// polluted Object.prototype, and a window.RadioEmbed the page made read-only, throwing or frozen:
// the loader inserts the player or says in the console what it refused, and never throws.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startHeadersServer, type HeadersServer } from '../cli/support/headers-server';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { stationJson } from '../cli/support/station-json';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import type { FramePage } from '../support/frame-page';
import { playwrightFramePage } from '../support/frame-page-playwright';
import { puppeteerFramePage } from '../support/frame-page-puppeteer';
import { webkitFramePage } from '../support/frame-page-webkit';
import { launchWebKit } from '../support/webkit';
import { startHostPageServer } from '../support/host-page-server';
import type { Listening } from '../support/loopback';
import { waitFor } from '../support/wait-for';


let project: Project;
let cdn: HeadersServer;
let host: Listening;
let pages: Record<string, string> = {};
let browser: ChromiumSession | undefined;

beforeAll(async () => {
  project = await makeProject('e2e-hostile-host');
  await project.station(42, stationJson(42));
  const built = await runCli(['build', '--station', '42'], project.path);
  if (built.code !== 0) throw new Error(built.stderr);
  cdn = await startHeadersServer(join(project.path, 'dist'));
  // Another port is another origin, as a station's own site is.
  host = await startHostPageServer((path) => pages[path] ?? '<p>nothing here</p>');
  pages = {
    '/loader': `<!doctype html><title>Host</title><div id="RadioEmbed">the station's own element</div>
<script src="${cdn.url}/embed.js" data-station="42" data-target="[[not a selector" async></script><p id="after">after</p>`,
    '/sandboxed': `<!doctype html><title>Host</title><iframe sandbox="allow-scripts" src="${cdn.url}/42/" width="480" height="180" style="border:0"></iframe>`,
    ...hostilePages(`${cdn.url}/embed.js`),
  };
}, 60_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await host?.close();
  await cdn?.close();
  await project?.remove();
});

/** Before the loader: the page notes its own console warnings and errors, uncaught errors, and the players' ready events. */
const PAGE_LOG = `<script>
window.__log = { console: [], errors: [], ready: [] };
for (const type of ['warn', 'error']) {
  const original = console[type];
  console[type] = function (...args) {
    __log.console.push(args.filter((arg) => typeof arg === 'string').join(' '));
    return original.apply(console, args);
  };
}
addEventListener('error', (event) => __log.errors.push(String(event.message)));
document.addEventListener('radio-embed:ready', (event) => __log.ready.push(event.detail.station));
</script>`;

/** Station ids the CLI refuses (`--station`, stations/<id>.json): above 2^53 − 1, not whole, zero-led, not numbers. */
const REFUSED_IDS = ['99999999999999999999999', '9007199254740992', '1e3', '042', '42abc', '-42', ''];

function hostilePages(loader: string): Record<string, string> {
  const page = (before: string, after = '') =>
    `<!doctype html><title>Host</title>${PAGE_LOG}<script>${before}</script><body><script src="${loader}" data-station="42" async></script><script>${after}</script>`;
  return {
    '/ids': `<!doctype html><title>Host</title>${PAGE_LOG}<body>${REFUSED_IDS.map((id) => `<script src="${loader}" data-station="${id}" async></script>`).join('')}<script src="${loader}" data-station="42" async></script>`,
    // What `dataset.x` and `'x' in message` would find on any object.
    '/polluted': page(
      `for (const [key, value] of Object.entries({ radioEmbed: 'embedded', station: '99999999999999999999999', target: '#nowhere', title: 'Polluted', height: 7, width: 7, state: 'playing' })) Object.prototype[key] = value;`,
    ),
    '/read-only': page(`Object.defineProperty(window, 'RadioEmbed', { value: Object.freeze({ mine: true }), writable: false, configurable: false });`),
    '/throwing': page(`Object.defineProperty(window, 'RadioEmbed', { get() { throw new Error('not yours'); }, configurable: false });`),
    // A second loader after the page froze the first one's API.
    '/frozen': page(
      '',
      `document.addEventListener('radio-embed:ready', () => {
        if (document.querySelectorAll('iframe').length > 1) return;
        Object.freeze(RadioEmbed.players);
        Object.freeze(RadioEmbed);
        const again = document.createElement('script');
        again.src = ${JSON.stringify(`${loader}?again`)};
        again.dataset.station = '42';
        document.body.append(again);
      });`,
    ),
  };
}

const playerFrame = (session: ChromiumSession) => session.page.frames().find((frame) => frame.url().startsWith(`${cdn.url}/42/`));

describe('hostile host pages', () => {
  test('a data-target that is not a selector and an element named RadioEmbed: the player still goes in after its tag, with a warning, and the API works', async () => {
    browser = await launchChromium();
    await browser.page.goto(`${host.url}/loader`);
    await waitFor(() => playerFrame(browser!), { what: 'the player frame' });
    expect(await browser.page.evaluate(() => document.querySelector('iframe')!.nextElementSibling!.id)).toBe('after');
    await waitFor(async () => (await playerFrame(browser!)!.locator('.re-btn--play').count()) === 1, { what: 'the Play button in the frame' });
    expect(await browser.page.evaluate(() => (window as unknown as { RadioEmbed: { get(id: number): { station: number } } }).RadioEmbed.get(42).station)).toBe(42);
    expect(await browser.page.evaluate(() => document.getElementById('RadioEmbed')!.textContent)).toBe("the station's own element");
    const warnings = browser.consoleMessages.filter((message) => message.type === 'warning').map((message) => message.text);
    expect(warnings.some((text) => text.includes('data-target "[[not a selector" matches nothing'))).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });

  test('inside <iframe sandbox="allow-scripts"> the player loads its assets and shows Play', async () => {
    browser = await launchChromium();
    await browser.page.goto(`${host.url}/sandboxed`);
    await waitFor(() => playerFrame(browser!), { what: 'the player frame' });
    await waitFor(async () => (await playerFrame(browser!)!.locator('.re-btn--play').count()) === 1, {
      what: 'the Play button inside the sandboxed frame',
      timeoutMs: 15_000,
    });
    expect(browser.consoleMessages.filter((message) => /CORS|integrity/i.test(message.text))).toEqual([]);
  });
});

interface PageReport {
  console: string[];
  errors: string[];
  ready: number[];
  frames: string[];
  heights: number[];
}

const ENGINES: [string, () => Promise<{ page: FramePage; close(): Promise<void> }>][] = [
  ['Chromium', async () => {
    const session = await launchChromium();
    return { page: playwrightFramePage(session.page), close: session.close };
  }],
  ['Firefox', async () => {
    const session = await launchFirefox();
    return { page: puppeteerFramePage(session.page), close: session.close };
  }],
  ['WebKit', async () => {
    const session = await launchWebKit();
    return { page: webkitFramePage(session), close: session.close };
  }],
];

describe.each(ENGINES)('the loader on hostile host pages (%s)', (_engine, launch) => {
  let engine: { page: FramePage; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    engine = await launch();
    await engine.page.setSize(800, 600);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
  });

  /** Opens a page and waits for `ready` from `players` players; returns what the page saw. */
  async function open(path: string, players: number): Promise<PageReport> {
    const { page } = engine!;
    await page.goto(`${host.url}${path}`);
    const report = async () =>
      (await page.evaluate(
        `({ ...window.__log, frames: [...document.querySelectorAll('iframe')].map((f) => f.src), heights: [...document.querySelectorAll('iframe')].map((f) => f.getBoundingClientRect().height) })`,
      )) as PageReport;
    await waitFor(async () => (await report()).ready.length >= players, { what: `${players} player(s) ready on ${path}`, timeoutMs: 15_000 });
    return report();
  }

  test('station ids the CLI would not build are refused, each named in the console; the valid one is inserted', async () => {
    const { console: said, errors, frames } = await open('/ids', 1);
    expect(frames).toEqual([`${cdn.url}/42/`]);
    for (const id of REFUSED_IDS) expect(said.filter((text) => text.includes(`data-station "${id}" is not a station id`))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a polluted Object.prototype: the player is still inserted where its tag is, for its own station, sized for its width', async () => {
    const { errors, frames, heights, ready } = await open('/polluted', 1);
    expect(frames).toEqual([`${cdn.url}/42/`]);
    expect(ready).toEqual([42]);
    expect(heights).toEqual([180]);
    expect(await engine!.page.evaluate('window.RadioEmbed.get(42).station')).toBe(42);
    expect(errors).toEqual([]);
  });

  test.each(['/read-only', '/throwing'])('window.RadioEmbed %s: the player is inserted and works, the console says the API is not global', async (path) => {
    const { console: said, errors, frames, ready } = await open(path, 1);
    expect(frames).toEqual([`${cdn.url}/42/`]);
    expect(ready).toEqual([42]);
    expect(said.some((text) => text.includes('window.RadioEmbed cannot be set'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a second loader after the page froze the first one\'s API inserts its player too', async () => {
    const { errors, frames } = await open('/frozen', 2);
    expect(frames).toEqual([`${cdn.url}/42/`, `${cdn.url}/42/`]);
    expect(errors).toEqual([]);
  });
});
