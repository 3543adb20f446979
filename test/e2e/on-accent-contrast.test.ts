// Issue 32 §4: what the player draws on a station's accent — the selected "Off" in Listening
// options, Play's icon — is measured from computed colours in Chromium, in the station's scheme
// and in the other one a listener's ?theme= shows. The build picks black or white for it
// (cli/render/on-accent.ts); the scheme's fixed default read 3.29:1 on #2563eb.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { FRAME_PROBES } from '../support/frame-probes';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';

interface Contrast {
  what: string;
  ratio: number;
  need: number;
}

const station = (sid: number, scheme: 'Dark' | 'Light', accent: string) => ({
  station: { sid, title: 'Accent FM' },
  data: { audioHtml: 'https://stream.accent.example/live.mp3' },
  ui: { scheme, accent },
});

describe('text and icons on the accent', () => {
  let chromium: ChromiumSession;
  let dark: ServedStation;
  let light: ServedStation;

  beforeAll(async () => {
    [dark, light] = await Promise.all([serveStation(station(9701, 'Dark', '#2563eb')), serveStation(station(9702, 'Light', '#0f766e'))]);
    chromium = await launchChromium();
    await chromium.page.setViewportSize({ width: 480, height: 180 });
  });
  afterAll(async () => {
    await chromium?.close();
    await Promise.all([dark?.close(), light?.close()]);
  });

  /** The contrast of the selected "Off" and of Play's icon, with Listening options open. */
  const measure = async (url: string) => {
    const { page } = chromium;
    await page.goto(url);
    await page.getByRole('button', { name: 'Listening options' }).click();
    await page.locator('.re-panel button[aria-pressed="true"]').waitFor();
    await page.evaluate(FRAME_PROBES);
    const pairs = (await page.evaluate(`[...window.__frame.contrast('.re-panel'), ...window.__frame.contrast('.re-btn--play')]`)) as Contrast[];
    return {
      off: pairs.find((pair) => pair.what === 'text "Off"'),
      play: pairs.find((pair) => pair.what.startsWith('icon of "Play')),
    };
  };

  test.each([
    ['a Dark station with accent #2563eb', () => dark.url()],
    ['the same station with ?theme=light', () => dark.url('?theme=light')],
    ['a Light station with accent #0f766e', () => light.url()],
    ['the same station with ?theme=dark', () => light.url('?theme=dark')],
  ])('%s: the selected "Off" reads at 4.5:1, Play\'s icon at 3:1', async (_name, url) => {
    const { off, play } = await waitFor(async () => {
      const found = await measure(url());
      return found.off && found.play ? found : undefined;
    }, { what: 'the selected "Off" and Play' });
    expect(off!.ratio).toBeGreaterThanOrEqual(4.5);
    expect(play!.ratio).toBeGreaterThanOrEqual(3);
    expect(chromium.pageErrors).toEqual([]);
  });
});
