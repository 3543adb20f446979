// PROBE (temporary): what the element reports when an Icecast stream drops.
import { afterAll, beforeAll, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { launchFirefox } from '../support/firefox';
import { waitForPlayback } from '../support/media';
import { startEngineWorld, type EngineWorld } from './engine-world';

let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld(({ mp3 }) => ({ mp3: { station: { sid: 9801, title: 'Probe FM' }, data: { audioHtml: mp3 } } }));
});
afterAll(async () => world?.close());

const install = () => {
  const a = document.querySelector('audio')!;
  const t0 = performance.now();
  (window as any).__log = [];
  for (const type of ['progress', 'suspend', 'stalled', 'waiting', 'playing', 'ended', 'error', 'emptied', 'abort', 'pause', 'canplay'])
    a.addEventListener(type, () => {
      const b = a.buffered.length ? a.buffered.end(a.buffered.length - 1) : -1;
      (window as any).__log.push(`${((performance.now() - t0) / 1000).toFixed(2)} ${type} ct=${a.currentTime.toFixed(1)} buf=${b.toFixed(1)} ns=${a.networkState} rs=${a.readyState}`);
    });
  setInterval(() => { const b = a.buffered.length ? a.buffered.end(a.buffered.length - 1) : -1; (window as any).__log.push(`${((performance.now() - t0) / 1000).toFixed(2)} poll ct=${a.currentTime.toFixed(1)} buf=${b.toFixed(2)} ns=${a.networkState}`); }, 500);
  (window as any).__mark = (m: string) => (window as any).__log.push(`${((performance.now() - t0) / 1000).toFixed(2)} ---- ${m} ct=${a.currentTime.toFixed(1)}`);
};

for (const [name, how] of [['firefox','source'],['chromium','source']] as const)
  it(`${name} ${how}`, async () => {
    const s = name === 'chromium' ? await launchChromium() : await launchFirefox();
    const page = s.page as any;
    await page.goto(world.stations.mp3!.pageUrl);
    await page.evaluate(install);
    const box = await (name === 'chromium' ? page.getByRole('button', { name: 'Play' }).boundingBox() : page.$('.re-btn--play').then((h: any) => h.boundingBox()));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitForPlayback(page, { seconds: 4 });
    await page.evaluate(() => (window as any).__mark('stopping'));
    if (how === 'source') await world.mp3.stop(); else await world.icecast.stop();
    await page.evaluate(() => (window as any).__mark('stopped'));
    await new Promise((r) => setTimeout(r, 8_000));
    console.log(name, how, '\n' + (await page.evaluate(() => (window as any).__log.filter((l: string) => true).join('\n'))));
    await s.close();
    if (how === 'source') await world.mp3.start();
  }, 120_000);
