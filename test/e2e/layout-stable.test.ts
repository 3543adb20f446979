// Issue 32 §1 "Nothing moves", in Italian, whose LIVE is the longest (IN DIRETTA): at each frame
// class's sizes, the boxes of Play, Mute, Listening options, Share and the cover art are the same
// idle, connecting, playing and after Stop (±1 px), played for real (an MP3 stream on loopback, a
// real click at Play's centre), recorded on every animation frame (layout-record.ts); while
// playing, the LIVE badge on Stop overlaps no other control and lies inside the frame. English and
// right to left (Arabic, Hebrew) are held by every frame-matrix cell, which plays and stops too
// (frame-matrix.ts; issue 28: this file ran them again, a page load and a play each).
// Screenshots of idle and playing: test-results/layout-stable/<engine>/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import it_ from '../../runtime/features/i18n/locales/it';
import { describeInEngines } from '../support/frame-page-engines';
import { startFrameWorld, type FrameWorld } from '../support/frame-world';
import { layoutMoves, LIVE_CLEAR, startLayoutRecord, stopLayoutRecord } from '../support/layout-record';
import { failWithPlayerState, RECORD_MEDIA_EVENTS } from '../support/player-state';
import { REPO_ROOT } from '../support/repo-root';
import { waitFor } from '../support/wait-for';

/** The strip (300×90, 320×120, 728×90), the card (480×180), the near-square (300×250), the wide card (1200×400). */
const FRAMES = [
  [300, 90],
  [320, 120],
  [480, 180],
  [300, 250],
  [728, 90],
  [1200, 400],
] as const;
const LANG = 'it';

let world: FrameWorld;
beforeAll(async () => {
  world = await startFrameWorld();
});
afterAll(async () => world?.close());

describeInEngines((engine, browser) => {
  const dir = join(REPO_ROOT, 'test-results/layout-stable', engine);
  mkdirSync(dir, { recursive: true });

  for (const [width, height] of FRAMES) {
    it(`${width}×${height} ?lang=${LANG}: nothing moves idle, connecting, playing and after Stop; LIVE clear of the others`, async () => {
      const name = `${width}x${height}-${LANG}`;
      const { page } = browser();
      const until = (expression: string, what: string, timeoutMs = 20_000) =>
        waitFor(async () => (await page.evaluate(expression)) as unknown, { what: `${what} (${width}×${height})`, timeoutMs });
      await page.setSize(width, height);
      await page.goto(`${world.url('normal', 'Dark')}?lang=${LANG}`);
      // With ?lang= the painted player is not this page's: hidden from the first frame, dropped
      // by the page's script, and the app renders afresh (contract/stale-paint.ts). Recorded from
      // the painted Play, the first sample could catch the player gone (seen in WebKit under
      // load: Play, Mute, the art and Listening options "appearing" when idle): that arrival is
      // the app's, not a move between states, so the recording starts once the app has rendered.
      await until(`(document.querySelector('.re-btn--play')?.getBoundingClientRect().width ?? 0) > 0 && document.getElementById('app')?.dataset.app === 'ready'`, 'the app rendered, Play laid out');
      // Off the controls, so no hover state is measured as idle.
      await page.moveTo(width - 1, height - 1);
      await page.evaluate(startLayoutRecord(it_.share));
      // The now-playing track may arrive after the recording starts: it is recorded (a long track
      // that wrapped once took a line from the stacked art, before Play).
      await until(`!!document.querySelector('.re-track')?.textContent`, 'the now-playing track');
      await page.screenshot(join(dir, `${name}-idle.png`));
      const centre = async () =>
        (await page.evaluate(`(() => { const r = document.querySelector('.re-btn--play').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)) as [number, number];
      await page.evaluate(RECORD_MEDIA_EVENTS);
      await page.clickAt(...(await centre()));
      await until(`(() => { const a = document.querySelector('audio'); return !!a && !a.paused && a.currentTime > 0.5; })()`, 'audio to play')
        // What the player showed, the media events, the stream server's log and what the browser
        // printed (seen twice in WebKit under load: no audio in 20 s, then "Stream unavailable",
        // readyState 0).
        .catch((error: Error) => failWithPlayerState(page, error, { streamRequests: world.stream.requests() }));
      await until(`document.querySelector('.re-btn--play').getAttribute('data-state') === 'playing'`, 'the playing state');
      await page.moveTo(width - 1, height - 1);
      await page.screenshot(join(dir, `${name}-playing.png`));
      const liveProblems = (await page.evaluate(LIVE_CLEAR)) as string[];
      // Where Stop is now: a Stop that moved is reported below, not missed here.
      await page.clickAt(...(await centre()));
      await until(`document.querySelector('.re-btn--play').getAttribute('data-state') === 'idle'`, 'Stop to stop');
      await page.moveTo(width - 1, height - 1);
      const layouts = await stopLayoutRecord(page);
      const states = new Set(layouts.map((l) => l.state));
      expect([...states]).toEqual(expect.arrayContaining(['idle', 'playing']));
      expect(layoutMoves(layouts).join('\n')).toBe('');
      expect(liveProblems.join('\n')).toBe('');
    });
  }
});
