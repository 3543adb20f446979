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
    const result = await page.evaluate(`(async () => {
        let a = new Audio(); document.body.append(a); const U = ${JSON.stringify(world.mp3.url)};
        const log = [];
        for (const t of ['error','stalled','waiting','ended','suspend','pause','playing']) a.addEventListener(t, () => log.push(t + '@' + a.currentTime.toFixed(2) + ' ns=' + a.networkState + ' rs=' + a.readyState + ' b=' + (a.buffered.length ? a.buffered.end(a.buffered.length-1).toFixed(1) : '-')));
        a.src = U; a.play();
        const samples = [];
        for (let i = 0; i < 12; i++) { await new Promise(r => setTimeout(r, 1000)); samples.push(a.currentTime.toFixed(1) + '/' + (a.buffered.length ? a.buffered.end(a.buffered.length-1).toFixed(1) : '-')); }
        return JSON.stringify({ samples, log, err: a.error && a.error.message });
      })()`);
    console.log('RESULT', result);
  } finally {
    await browser.close();
  }
});
