// `radio-embed preview` shows what listeners get: its station page carries the first paint that
// `build` writes (runtime/prerender.tsx), so the operator sees and measures the page a listener
// loads: the player before any script but the page's own, the app only on the first sign of
// intent. Run as the real command, looked at in headless Chromium with the app's chunks held
// back; a real mouse click on the painted Play then plays the preview's demo stream.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { makeProject, type Project } from '../cli/support/project';
import { runCli } from '../cli/support/run-cli';
import { startProcess, type RunningProcess } from '../support/child-process';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { waitForPlayback } from '../support/media';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';


const SHOTS = join(REPO_ROOT, 'test-results', 'preview-first-paint');
/** #app as the page carries it, and the first paint's styles: what the listener sees before any script. */
const paintOf = (html: string): string => {
  const app = /<div id="app"[^]*?<\/div><script type="application\/json"/.exec(html)?.[0] ?? '';
  const styles = /<style id="first-paint">[^]*?<\/style>/.exec(html)?.[0] ?? '';
  return styles + app;
};
/** The page's own scripts: its entry and the chunks it preloads (`../assets/…`). */
const pageScripts = (html: string): Set<string> =>
  new Set([...html.matchAll(/(?:src|href)="\.\.(\/assets\/[\w-]+\.js)"/g)].map((match) => match[1]!));

describe('radio-embed preview: the station page is painted as the build paints it', { timeout: 90_000 }, () => {
  let project: Project;
  let preview: RunningProcess;
  let url = '';
  let tab: ChromiumSession | undefined;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    project = await makeProject('preview-first-paint');
    // The demo station as `init` writes it: streams on example hosts (the preview plays its demo
    // stream instead), the track from the stream, no privacy, ads or tracking: a built page of it
    // starts its app on the listener's intent.
    await project.station(42, {
      station: { sid: 42, title: 'Radio 42', logoLink: 'https://radio42.example' },
      data: { audioHtml: 'https://stream.radio42.example/live.mp3' },
      metadata: { source: 'stream' },
    });
    preview = startProcess('preview', process.execPath, [join(REPO_ROOT, 'bin/radio-embed.js'), 'preview', '--port', '0'], { cwd: project.path, env: process.env });
    url = await waitFor(() => /preview: (http:\/\/127\.0\.0\.1:\d+)\//.exec(preview.output())?.[1], { timeoutMs: 60_000, what: 'the preview URL' });
  }, 90_000);

  afterEach(async () => {
    await tab?.close();
    tab = undefined;
  });

  afterAll(async () => {
    await preview?.stop();
    await project?.remove();
  });

  test('its #app is the built page\'s: the same markup, the same first-paint styles, the app on intent', async () => {
    const served = await (await fetch(`${url}/42/`)).text();
    const built = await runCli(['build', '--all'], project.path);
    expect(built.code).toBe(0);
    const written = await readFile(join(project.path, 'dist/42/index.html'), 'utf8');
    expect(paintOf(served)).toContain('aria-label="Play"');
    expect(paintOf(served)).not.toContain('data-start');
    // The one difference: the built page's cold click starts the station's own stream
    // (data-stream, with the word its painted Play says meanwhile, data-stop); the preview plays
    // the demo stream, so its page leaves the start to the app.
    expect(written).toMatch(/<div id="app"[^>]* data-stream="[^"]*" data-stop="Stop">/);
    expect(paintOf(served)).not.toContain('data-stream=');
    expect(paintOf(served)).toBe(paintOf(written).replace(/ data-stream="[^"]*" data-stop="[^"]*"/, ''));
  });

  test('Chromium: the painted Play shows before any app chunk is fetched; a real click on it plays the demo stream', async () => {
    const ownScripts = pageScripts(await (await fetch(`${url}/42/`)).text());
    expect(ownScripts.size).toBeGreaterThan(0);
    const appRequests: string[] = [];
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The strictest policy: play() must come from the click's gesture, or an element it unlocked.
    tab = await launchChromium({ args: ['--autoplay-policy=user-gesture-required'] });
    const { page } = tab;
    await page.setViewportSize({ width: 480, height: 180 });
    // Every script of the runtime but the page's own (the app, its chunks, the packages under
    // /vendor/) waits until the test lets it through.
    await page.route(/\/(assets|vendor)\/[^/]+\.js$/, async (route: Route) => {
      const path = new URL(route.request().url()).pathname;
      if (ownScripts.has(path)) return route.continue();
      appRequests.push(path);
      await gate;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto(`${url}/42/`);
      const play = page.locator('#app .re-btn--play');
      await play.waitFor();
      await page.screenshot({ path: join(SHOTS, 'before-app.png') });
      const painted = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('#app .re-btn--play')!;
        const r = button.getBoundingClientRect();
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        return {
          label: button.getAttribute('aria-label'),
          inside: r.width > 20 && r.height > 20 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
          onTop: document.elementFromPoint(x, y)?.closest('button') === button,
          app: document.getElementById('app')!.dataset.app ?? null,
          centre: [x, y] as const,
        };
      });
      expect(painted).toMatchObject({ label: 'Play', inside: true, onTop: true, app: null });
      // Nothing has reached for the player: its app is not even asked for.
      expect(appRequests).toEqual([]);

      const [x, y] = painted.centre;
      await page.mouse.move(x, y);
      await page.mouse.click(x, y);
      await waitFor(() => appRequests.length > 0, { what: 'the pointer to ask for the app' });
      release();
      const media = await waitForPlayback(page, { selector: '#app audio', seconds: 1 });
      expect(new URL(media.currentSrc).pathname).toBe('/demo/stream.mp3');
      expect(await play.getAttribute('aria-label')).toBe('Stop');
      expect(tab.pageErrors).toEqual([]);
    } finally {
      release();
    }
  });
});
