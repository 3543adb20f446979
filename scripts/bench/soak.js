// Soak: an HLS station playing for --minutes (default 10) in Chromium and Firefox ESR at once,
// sampled each minute: JS heap, buffered audio and the play position. Goals: after minute 2 the
// heap grows by at most 2 MB, and the audio held in buffers stays under 90 s.
//
//   npm run bench -- soak [--minutes 10] [--segments 2,6]
//
// Each stream is played in each browser: by default one cut into 2 s segments (as the e2e tests'
// stream) and one into 6 s segments (Apple's recommended target duration). The difference
// matters in Chromium, whose native HLS player drops played audio only while it holds 10 s ahead
// of the play position (media/filters/hls_rendition_impl.cc: ClearOldSegments once the forward
// buffer reaches kBufferDuration). It joins a live stream three segments from the end, so with
// segments under 6 s it never holds 10 s ahead and keeps everything played; with 6 s segments it
// does. So Chromium plays each stream three ways: as a station does by default (hlsPlayer
// "auto": native, and hls.js once native is seen keeping everything, runtime/engine/held-audio.ts),
// with "native" (the browser's player whatever it holds) and with "hls.js".
//
// Chromium: the JS heap after a forced garbage collection (DevTools protocol, exact). Firefox has
// no JS heap API over WebDriver BiDi: its row is the resident memory of all its processes (less
// exact, and it includes the media buffers themselves), the closest outside measure.
//
// Headless Firefox on a machine without an audio device cannot open an audio output for Media
// Source playback (OnMediaSinkAudioError after a few seconds). The soak therefore captures the
// element's output as a MediaStream (mozCaptureStream), which Firefox clocks in real time without
// a device; the player's code path is otherwise the one listeners run.
import { readdirSync, readFileSync } from 'node:fs';
import { flag, loadSupport } from './lib/support.js';
import { startWorld } from './lib/world.js';

const MINUTES = Number(flag('minutes', 10));
const SEGMENTS = String(flag('segments', '2,6')).split(',').map(Number);
const HEAP_GROWTH_GOAL_MB = 2;
const BUFFER_GOAL_S = 90;
const MB = 1024 * 1024;

const BUFFERS = `(() => {
  const a = document.querySelector('audio');
  let held = 0;
  for (let i = 0; i < a.buffered.length; i++) held += a.buffered.end(i) - a.buffered.start(i);
  const end = a.buffered.length ? a.buffered.end(a.buffered.length - 1) : a.currentTime;
  return { position: a.currentTime, ahead: end - a.currentTime, held, paused: a.paused,
    via: a.src.startsWith('blob:') ? 'hls.js' : 'native' };
})()`;

/** Resident memory of a process and all its descendants, from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const visit = (pid) => {
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}

async function startChromium(support, url) {
  const session = await support.launchChromium();
  const { page } = session;
  await page.goto(url);
  await page.click('button[aria-label="Play"]');
  await page.waitForSelector('button[aria-label="Stop"]', { timeout: 20_000 });
  const cdp = await session.context.newCDPSession(page);
  return {
    name: 'Chromium',
    memoryLabel: 'JS heap',
    close: () => session.close(),
    async sample() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return { memory: usedSize, ...(await page.evaluate(BUFFERS)) };
    },
  };
}

// The player's Play, or a bare page's one button.
const PLAYER_PLAY = 'button[aria-label="Play"]';
const BARE_PLAY = 'button:not([disabled])';

async function startFirefox(support, url, play = PLAYER_PLAY) {
  const session = await support.launchFirefox();
  const { page } = session;
  await page.goto(url);
  await page.waitForSelector('audio');
  await page.evaluate(() => {
    window.soakCapture = document.querySelector('audio').mozCaptureStream();
  });
  await page.click(play);
  await page.waitForFunction(() => !document.querySelector('audio').paused, { timeout: 20_000 });
  const pid = session.browser.process()?.pid;
  return {
    name: 'Firefox',
    memoryLabel: 'RSS, all processes',
    close: () => session.close(),
    async sample() {
      return { memory: pid ? treeRss(pid) : NaN, ...(await page.evaluate(BUFFERS)) };
    },
  };
}

const support = await loadSupport();
const world = await startWorld(support, { hls: false, hlsSegmentSeconds: SEGMENTS });
const players = [];
const samples = new Map();
try {
  for (const seconds of SEGMENTS) {
    const url = world.pages.hlsBySegment[seconds].player;
    for (const start of [startChromium, startFirefox]) {
      const player = await start(support, url);
      players.push({ ...player, name: `${player.name} ${seconds}s` });
    }
    for (const [kind, label] of [['playerNative', 'native'], ['playerHlsJs', 'hls.js']]) {
      const player = await startChromium(support, world.pages.hlsBySegment[seconds][kind]);
      players.push({ ...player, name: `Chromium ${seconds}s ${label}` });
    }
    // Firefox's memory is only seen from outside (RSS): the same stream in hls.js alone, with the
    // player's settings, tells how much of its growth is the player's.
    const control = await startFirefox(support, world.pages.hlsBySegment[seconds].bareHlsJs, BARE_PLAY);
    players.push({ ...control, name: `Firefox ${seconds}s bare` });
  }
  for (const player of players) samples.set(player, []);
  console.log(`soak: HLS (${SEGMENTS.map((s) => `${s} s`).join(' and ')} segments) for ${MINUTES} min in Chromium and Firefox, a sample each minute`);
  console.log('min  browser              memory (MB)  buffered ahead  held (s)  position (s)  via');
  for (let minute = 0; minute <= MINUTES; minute++) {
    if (minute) await new Promise((resolve) => setTimeout(resolve, 60_000));
    for (const player of players) {
      const sample = await player.sample();
      samples.get(player).push(sample);
      console.log(
        `${String(minute).padStart(3)}  ${player.name.padEnd(20)} ${(sample.memory / MB).toFixed(1).padStart(11)}  ${sample.ahead.toFixed(1).padStart(14)}  ${sample.held.toFixed(1).padStart(8)}  ${sample.position.toFixed(1).padStart(12)}  ${sample.via}${sample.paused ? '  PAUSED' : ''}`,
      );
    }
  }
} finally {
  for (const player of players) await player.close().catch(() => {});
  await world.close();
  support.cleanUp();
}

console.log('\nsummary');
for (const [player, list] of samples) {
  const from = list[Math.min(2, list.length - 1)];
  const last = list.at(-1);
  const growth = (last.memory - from.memory) / MB;
  const held = Math.max(...list.map((sample) => sample.held));
  // Moving to hls.js starts another timeline, so the minute of the move counts as its 60 s (the
  // e2e test measures the gap itself: test/e2e/engine-hls-held-audio.test.ts).
  let played = 0;
  for (let i = 1; i < list.length; i++) {
    played += list[i].via !== list[i - 1].via ? 60 : Math.max(0, list[i].position - list[i - 1].position);
  }
  const heapVerdict = player.name.startsWith('Chromium') ? (growth <= HEAP_GROWTH_GOAL_MB ? 'ok' : 'OVER') : 'n/a (RSS)';
  console.log(
    `${player.name.padEnd(20)} ${player.memoryLabel} growth after minute 2: ${growth.toFixed(2)} MB (goal ≤ ${HEAP_GROWTH_GOAL_MB}: ${heapVerdict}); ` +
      `most audio held: ${held.toFixed(1)} s (goal < ${BUFFER_GOAL_S}: ${held < BUFFER_GOAL_S ? 'ok' : 'OVER'}); ` +
      `played ${played.toFixed(0)} s of ${MINUTES * 60} s; via ${[...new Set(list.map((sample) => sample.via))].join(' then ')}`,
  );
}
