import { afterAll, beforeAll, it } from 'vitest';
import { launchFirefox } from '../support/firefox';
import { startEngineWorld, type EngineWorld } from './engine-world';

let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld(({ mp3 }) => ({ mp3: { station: { sid: 9392, title: 'Scratch' }, data: { audioHtml: mp3 } } }));
});
afterAll(async () => world?.close());

it('ff mp3 variants', async () => {
  const browser = await launchFirefox();
  try {
    const { page } = browser;
    await page.goto(`${world.stations.mp3!.pageUrl}`);
    const variants: Record<string, string> = {
      plain: `a.src = U; a.play();`,
      preloadAuto: `a.preload = 'auto'; a.src = U; a.play();`,
      query: `a.src = U + '?source=v7player&user-id=feb1aba7-0318-4407-837c-137cc1e82f9e&us_privacy=1---'; a.play();`,
      newEl: `a = new Audio(); document.body.append(a); a.src = U; a.play();`,
      newElNone: `a = new Audio(); a.preload='none'; document.body.append(a); a.src = U; a.play();`,
    };
    for (const [name, code] of Object.entries(variants)) {
      const result = await page.evaluate(`(async () => {
        let a = document.querySelector('audio'); const U = ${JSON.stringify(world.mp3.url)};
        a.removeAttribute('src'); a.load();
        ${code}
        await new Promise(r => setTimeout(r, 3000));
        const r = { t: a.currentTime, err: a.error && a.error.message, paused: a.paused };
        a.pause(); a.removeAttribute('src'); a.load();
        return JSON.stringify(r);
      })()`);
      console.log(name, result);
    }
  } finally {
    await browser.close();
  }
});
