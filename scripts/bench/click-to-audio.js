// Click-to-audio: from the click on Play until the media element's clock advances, for an MP3
// (Icecast) and an HLS station, in Chromium and Firefox ESR — side by side in the same run with a
// bare page holding just <audio> (and, for HLS in Firefox, a bare page with hls.js already
// loaded). Prints the median of N runs and the player/bare ratio. Goal: ratio ≤ 1.15.
//
//   npm run bench -- click-to-audio [--runs 7] [--hover-ms 250] [--browsers chromium,firefox]
//                                   [--streams mp3,hls]
//
// Each run opens a fresh page, waits for its Play button, then clicks. Two ways, both printed:
// "instant" — the pointer lands on the button and clicks at once (a script's click: the worst
// case for anything fetched on intent); "hover" — it rests on the button for --hover-ms first, as
// a listener's pointer does before pressing. Player and bare runs alternate, so drift hits both.
import { flag, loadSupport, median } from './lib/support.js';
import { startWorld } from './lib/world.js';

const RUNS = Number(flag('runs', 7));
const HOVER_MS = Number(flag('hover-ms', 250));
const GOAL = 1.15;
const BROWSERS = String(flag('browsers', 'chromium,firefox')).toLowerCase().split(',');
const STREAMS = String(flag('streams', 'mp3,hls')).toLowerCase().split(',');

// Installed before the click: resolves with ms from the click to the first clock advance seen
// (polled every few ms: timers are clamped to 4 ms, part of the noise of a 50 ms HLS start).
const MEASURE = `window.__clickToAudio = new Promise((resolve) => {
  document.addEventListener('click', () => {
    const start = performance.now();
    let first;
    const timer = setInterval(() => {
      const audio = document.querySelector('audio');
      if (!audio || audio.paused || audio.readyState < 2) return;
      if (first === undefined) first = audio.currentTime;
      else if (audio.currentTime > first) {
        clearInterval(timer);
        // Not corrected by the position reached: in Chromium's HLS player it is already ~25 ms on
        // when first seen moving, far more than a 4 ms poll misses (it seeks just before it plays).
        resolve(performance.now() - start);
      }
    }, 2);
  }, { capture: true, once: true });
}); 0`;

const PLAYER_BUTTON = 'button[aria-label="Play"]';
const BARE_BUTTON = 'button:not([disabled])';

async function measure(newPage, url, selector, hoverMs) {
  const page = await newPage();
  try {
    await page.goto(url);
    await page.waitForSelector(selector);
    await page.evaluate(MEASURE);
    if (hoverMs) {
      await page.hover(selector);
      await new Promise((resolve) => setTimeout(resolve, hoverMs));
    }
    await page.click(selector);
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(async () => {
        const state = await page
          .evaluate(`(() => { const a = document.querySelector('audio'); return JSON.stringify({ src: a.src, t: a.currentTime, paused: a.paused, rs: a.readyState, ns: a.networkState, error: a.error && a.error.message }); })()`)
          .catch((error) => String(error));
        reject(new Error(`no audio within 20 s: ${url} ${state}`));
      }, 20_000);
    });
    try {
      return await Promise.race([page.evaluate('window.__clickToAudio'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await page.close();
  }
}

// Headless Firefox without an audio device sometimes loses its audio sink mid-run and pauses the
// element (player and bare page alike): such a run measures the machine, not the page. It is
// reported and run again, up to RETRIES times.
const RETRIES = 3;
async function measureOrRetry(newPage, url, selector, hoverMs) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await measure(newPage, url, selector, hoverMs);
    } catch (error) {
      if (attempt === RETRIES) throw error;
      console.log(`  (run again: ${error.message.split(' {')[0]})`);
    }
  }
}

const support = await loadSupport();
const world = await startWorld(support);
const rows = [];
try {
  const browsers = [
    ['Chromium', support.launchChromium, (session) => () => session.context.newPage()],
    ['Firefox', support.launchFirefox, (session) => () => session.browser.newPage()],
  ].filter(([name]) => BROWSERS.includes(name.toLowerCase()));
  for (const [name, launch, pageMaker] of browsers) {
    const session = await launch();
    try {
      const newPage = pageMaker(session);
      for (const stream of STREAMS) {
        const pages = world.pages[stream];
        // Firefox has no native HLS: its fair baseline is a page that already has hls.js.
        const bareUrl = name === 'Firefox' && stream === 'hls' ? pages.bareHlsJs : pages.bare;
        for (const hoverMs of [0, HOVER_MS]) {
          const player = [];
          const bare = [];
          for (let run = 0; run < RUNS; run++) {
            player.push(await measureOrRetry(newPage, pages.player, PLAYER_BUTTON, hoverMs));
            bare.push(await measureOrRetry(newPage, bareUrl, BARE_BUTTON, hoverMs));
          }
          const baseline = bareUrl.includes('bare-hls') ? '<audio> + hls.js' : '<audio>';
          rows.push({ browser: name, stream: stream.toUpperCase(), click: hoverMs ? `hover ${hoverMs} ms` : 'instant', baseline, player, bare });
        }
      }
    } finally {
      await session.close();
    }
  }
} finally {
  await world.close();
  support.cleanUp();
}

const ms = (value) => `${Math.round(value)} ms`.padStart(8);
console.log(`click-to-audio, median of ${RUNS} runs (goal: player ≤ ${GOAL}× bare)`);
console.log('browser   stream  click          player    bare      ratio  baseline');
for (const row of rows) {
  const ratio = median(row.player) / median(row.bare);
  console.log(
    `${row.browser.padEnd(9)} ${row.stream.padEnd(6)}  ${row.click.padEnd(13)} ${ms(median(row.player))} ${ms(median(row.bare))}  ${ratio.toFixed(2)}${ratio <= GOAL ? ' ' : '!'}  ${row.baseline}`,
  );
}
if (process.argv.includes('--raw')) console.log(JSON.stringify(rows, null, 1));
