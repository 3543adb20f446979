// Issue 19: a station in Spanish that set no share masks posts the spec's default texts in
// Spanish. Real clicks in Chromium: Share ("Compartir"), then Email ("Correo electrónico") and
// X; the mailto: address the page navigates to and the X intent's text carry the Spanish words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../runtime/features/i18n/locales/es';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { serveStation, type ServedStation } from '../support/served-station';


const TITLE = 'Radio Ñandú 99.1';
const PUBLIC_URL = 'https://embed.nandu.example';

describe("a Spanish station's share posts (Chromium)", () => {
  let station: ServedStation;
  let browser: ChromiumSession;
  const page = () => browser.page;

  beforeAll(async () => {
    station = await serveStation(
      {
        station: { sid: 9702, title: TITLE },
        data: { audioHtml: 'https://stream.nandu.example/live.mp3' },
        ui: { locale: 'es-MX', flower: [{ type: 'Email' }, { type: 'Twitter' }] },
      },
      { config: { publicUrl: PUBLIC_URL } },
    );
    browser = await launchChromium();
    // The X intent opens in a popup: answered here, nothing leaves the machine.
    await browser.context.route('https://twitter.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>x</title>' }));
  });

  afterAll(async () => {
    await browser?.close();
    await station?.close();
  });

  /** A real mouse click at the centre of the element with this accessible name. */
  const clickNamed = async (name: string) => {
    const box = (await page().getByRole('button', { name, exact: true }).boundingBox())!;
    await page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };

  const openShare = async () => {
    await page().setViewportSize({ width: 480, height: 180 });
    await page().goto(station.url());
    await clickNamed(es.share);
    await page().getByRole('dialog').waitFor();
  };

  const expected = `Escuchando ahora ${TITLE} en ${PUBLIC_URL}/9702/.`;

  it('Email: the mailto: link carries the Spanish subject and body', async () => {
    await openShare();
    // A mailto: navigation is no network request: Chromium reports it through the DevTools protocol.
    const cdp = await browser.context.newCDPSession(page());
    await cdp.send('Page.enable');
    const requested = new Promise<string>((resolve) => cdp.on('Page.frameRequestedNavigation', (event) => resolve(event.url)));
    await clickNamed(es.email);
    const mailto = await requested;
    expect(mailto.startsWith('mailto:?')).toBe(true);
    const query = new URLSearchParams(mailto.slice('mailto:?'.length));
    expect(query.get('subject')).toBe(es.postSubject);
    expect(query.get('body')).toBe(expected);
    await cdp.detach();
  });

  it('X: the intent carries the Spanish default text', async () => {
    await openShare();
    const popup = browser.context.waitForEvent('page');
    await clickNamed('X (Twitter)');
    const intent = new URL((await popup).url());
    expect(intent.origin + intent.pathname).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('text')).toBe(expected);
    expect(browser.pageErrors).toEqual([]);
  });
});
