import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, textDirection } from '../../contract/languages';
import { CATALOGUES } from '../../runtime/features/i18n/catalogues';
import en from './english';
import type { Messages } from '../../runtime/features/i18n/messages';
import { centreOf } from './centre-of';
import { DESIGN_PROBES } from './design-probes';
import type { FramePage } from './frame-page';
import { FRAME_PROBES } from './frame-probes';
import { failWithPlayerState, RECORD_MEDIA_EVENTS } from './player-state';
import { type FrameWorld, LONG_TRACK, type Scheme, type StationKind } from './frame-world';
import { layoutMoves, LIVE_CLEAR, startLayoutRecord, stopLayoutRecord } from './layout-record';
import { REPO_ROOT } from './repo-root';
import { brightnessRange } from './screenshot-brightness';
import { STILL_FRAME } from './still-frame';
import { differenceFromReference } from './visual-reference';
import { waitFor } from './wait-for';

/** The sizes stations embed: default snippet, small strips, leaderboard, sidebar box, phone, and more (300×90 is the smallest the layout holds). */
export const FRAME_SIZES: readonly (readonly [number, number])[] = [
  [480, 180],
  [320, 120],
  [728, 90],
  [300, 90],
  [300, 250],
  [390, 700],
  [400, 200],
  [728, 250],
  [1200, 400],
];
export const STATION_KINDS: readonly StationKind[] = ['normal', 'privacy'];

/**
 * The Dark cells Firefox and WebKit run (issue 28: the suite in 10 minutes): one of each layout
 * family — the smallest strip, the default card, the stacked phone — for their own dark colours,
 * contrast, focus rings and pixels. Their other sizes run in Light, and every size runs in Dark in
 * Chromium: a scheme changes colours only, never a box (held by
 * test/runtime/ui/scheme-colours-only.test.ts; were that to change, these go back to FRAME_SIZES).
 * The other twelve cells each took 3.5–8 s of both cores in a run.
 */
export const DARK_SIZES_BEYOND_CHROMIUM: readonly (readonly [number, number])[] = [
  [300, 90],
  [480, 180],
  [390, 700],
];

/** Where a cell's screenshots go: test-results/frames/<engine>/<size>-<scheme>-<station>[-<state>].png. */
export function screenshotDir(engine: string): string {
  const dir = join(REPO_ROOT, 'test-results/frames', engine);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface Cell {
  width: number;
  height: number;
  scheme: Scheme;
  kind: StationKind;
  /** The `lang` the page is opened with (issue 19); the controls are then found by that language's names. */
  lang?: Language;
}

/** A language's catalogue, for the names a listener (and so the checks) meet. */
async function catalogue(lang: Language | undefined): Promise<Messages> {
  return !lang || lang === 'en' ? en : (await CATALOGUES[lang]()).default;
}

const say = (text: string, n: number) => text.replace('{n}', `${n}`);
const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const withLang = (url: string, lang: Language | undefined) => (lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url);

interface Control {
  name: string;
  tag: string;
  box: number[];
  x: number;
  y: number;
  inside: boolean;
  hit: boolean;
  under: string;
}
interface Contrast {
  what: string;
  ratio: number;
  need: number;
}
interface Ring {
  name: string;
  shown: boolean;
  width: number;
  ratio: number;
  focusVisible: boolean;
  pageFocused: boolean;
}

const js = (value: unknown) => JSON.stringify(value);

/**
 * One cell of the matrix, as a listener meets it: the frame at its size, the explicit notice (a
 * privacy station), the player, the folded volume slider, keyboard focus, the choice popout,
 * Listening options, Play, and Recently played. Every control must lie inside the frame and be what the pointer finds at its centre; every
 * click is a real mouse click at that centre; contrast is measured from computed colours. With
 * them, the design pass's checks (design-probes.ts: nothing on the art or the words, one header
 * per panel and nothing under it, the popout's backdrop over the whole player, a right-to-left
 * Recently played) and nothing moving from idle to playing and back (layout-record.ts). Returns
 * the problems found (empty when the cell holds) and leaves screenshots in `dir`; a screenshot
 * that differs from its reference (visual-reference.ts) is a problem too. A privacy cell must
 * meet a fresh listener: give it a page that has stored nothing for the station (a new browser);
 * it empties the station's localStorage as it ends, so the next privacy cell does too.
 */
export async function checkCell(page: FramePage, world: FrameWorld, cell: Cell, dir: string): Promise<string[]> {
  try {
    return await checkCellOnce(page, world, cell, dir);
  } finally {
    // The next privacy cell is a fresh listener again without a page load of its own to clear the
    // choice first (issue 28: a load is the costliest step of a cell). Were anything left, its
    // notice would not show and that cell would fail, not pass.
    if (cell.kind === 'privacy') await page.evaluate('localStorage.clear()').catch(() => {});
  }
}

async function checkCellOnce(page: FramePage, world: FrameWorld, cell: Cell, dir: string): Promise<string[]> {
  const { width, height, scheme, kind, lang } = cell;
  const name = `${width}x${height}-${scheme.toLowerCase()}-${kind}${lang ? `-${lang}` : ''}`;
  const t = await catalogue(lang);
  const url = withLang(world.url(kind, scheme), lang);
  const problems: string[] = [];
  // Each screenshot, made still (still-frame.ts: once, before the first, as it lasts until the next
  // page), is compared with its reviewed reference (issue 32).
  let still = false;
  const shot = async (state = '') => {
    const cellState = `${name}${state && `-${state}`}`;
    const file = join(dir, `${cellState}.png`);
    if (!still) still = (await page.evaluate(STILL_FRAME)) === true;
    // The pointer off the controls (but where the volume pill is opened by hovering Mute): a panel
    // that opens under the click's point is hovered in some runs and not in others (Firefox updates
    // :hover on a layout change under a still pointer late), so its screenshot would flip.
    if (state !== 'volume') await page.moveTo(0, 0);
    await page.screenshot(file);
    const difference = differenceFromReference(file, page.engine, cellState);
    if (difference) problems.push(difference);
  };
  const probe = async <T>(call: string): Promise<T> => (await page.evaluate(`window.__frame.${call}`)) as T;
  /** One of design-probes.ts's checks: its problems are the cell's. */
  const design = async (call: string) => {
    problems.push(...((await page.evaluate(`window.__design.${call}`)) as string[]));
  };
  const wide = width >= 1000;
  const until = (expression: string, what: string, timeoutMs = 10_000) =>
    waitFor(async () => (await page.evaluate(expression)) as unknown, { what: `${what} (${name})`, timeoutMs });

  /** Every control in `scope` must be inside the frame and under the pointer at its centre. */
  const reachable = async (scope: string, expected: RegExp[]) => {
    const controls = await probe<Control[]>(`controls(${js(scope)})`);
    for (const c of controls) {
      if (!c.inside) problems.push(`${c.name} lies outside the ${width}×${height} frame: box ${c.box.join(',')}`);
      if (!c.hit) problems.push(`${c.name} is not under the pointer at its centre: ${c.under} is`);
    }
    for (const want of expected) {
      if (!controls.some((c) => want.test(c.name))) problems.push(`no visible control named ${want} in ${scope}: ${controls.map((c) => c.name).join(', ')}`);
    }
    return controls;
  };
  const readable = async (scope: string) => {
    for (const c of await probe<Contrast[]>(`contrast(${js(scope)})`)) {
      if (c.ratio < c.need) problems.push(`${c.what} in ${scope}: contrast ${c.ratio}:1, needs ${c.need}:1`);
    }
  };
  const clickCentre = async (selector: string) => page.clickAt(...(await centreOf(page, selector, name)));
  const awayFromControls = () => page.moveTo(1, 1);

  await page.setSize(width, height);
  // A privacy cell meets a fresh listener (no stored choice, so the explicit notice shows): the
  // browser is new, and every privacy cell empties the station's storage as it ends (checkCell).
  await page.goto(url);
  await page.evaluate(FRAME_PROBES);
  await page.evaluate(DESIGN_PROBES);
  await until(`!!document.querySelector('.re-btn--play')`, 'the Play button');
  await until(`!!document.querySelector('.re-track')?.textContent`, 'the now-playing track');

  // The cards the explicit notice and the popout show (a privacy cell), each with the bar's
  // controls where they lie behind it: each control clear of a card is dimmed by its sheet.
  const cards: Card[] = [];
  const cardBox = async (selector: string) =>
    (await page.evaluate(`(() => { const r = document.querySelector(${js(selector)}).getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })()`)) as number[];

  if (kind === 'privacy') {
    const notice = '.re-privacy-dialog';
    await until(`!!document.querySelector('${notice}') && !!document.getElementById('re-privacy-styles')`, 'the explicit notice');
    await shot('notice');
    // The bar as laid out behind the notice (the player sits lower while the notice is up: the
    // inline notice's links below the bar come with the notice's close).
    cards.push({ what: 'the explicit notice', state: 'notice', box: await cardBox(notice), behind: await probe<Control[]>(`controls('.re-bar')`) });
    const text = (await page.evaluate(`document.querySelector('${notice}').textContent`)) as string;
    for (const words of [t.noticeTitle, `${t.noticeText} ${t.noticeLink}`, t.doNotSell, t.close]) {
      if (!text.includes(words)) problems.push(`the explicit notice lacks "${words}"`);
    }
    await reachable(notice, [exactly(t.doNotSell), exactly(t.close), exactly(t.noticeLink)]);
    await readable(notice);
    await clickCentre(`${notice} .re-privacy-actions button:last-child`);
    await until(`!document.querySelector('${notice}') && !!document.querySelector('.re-privacy-inline button')`, 'the notice to close and the inline notice to show');
  }

  await awayFromControls();
  // Recently played gives way to the privacy control in the smallest strip (player.css).
  const recentShown = !(kind === 'privacy' && width <= 300 && height < 110);
  const expected = [
    exactly(t.play),
    exactly(t.mute),
    ...(recentShown ? [exactly(t.recentlyPlayed)] : []),
    exactly(t.listeningOptions),
    exactly(t.share),
    ...(kind === 'privacy' ? [new RegExp(t.choicesShort, 'i')] : []),
  ];
  await reachable('.re-player', expected);
  await readable('.re-player');
  for (const text of await probe<{ name: string; cut: boolean; tooltip: boolean }[]>(`cutText('.re-title, .re-track')`)) {
    if (text.cut && !text.tooltip) problems.push(`${text.name} is cut with no tooltip carrying it whole`);
  }
  // The track line's length (a late now-playing answer, the next song) resizes no art and moves
  // no control; nothing in the bar sits on the art or the words.
  await design(`trackLength(${js(`${LONG_TRACK.title} - ${LONG_TRACK.artist}`)})`);
  await design('barClear()');
  await design('clampClear()');
  await design('wordsWhole()');
  const barControls = kind === 'privacy' ? await probe<Control[]>(`controls('.re-bar')`) : [];
  await shot();

  // The volume slider: beside Mute, or folded into it and opened by hovering Mute.
  const sliderShown = `(() => { const s = document.querySelector('.re-volume'); return !!s && s.getClientRects().length > 0; })()`;
  if (!(await page.evaluate(sliderShown))) {
    await page.moveTo(...(await centreOf(page, '.re-vol .re-btn', name)));
    await until(sliderShown, 'the folded volume slider to open on hover', 3000);
    await reachable('.re-vol', [exactly(t.volume)]);
    await readable('.re-vol');
    await design('volumePillClear()');
    await shot('volume');
    await awayFromControls();
  }

  // Keyboard: every stop in the player shows a focus ring of at least 3:1, 2 px or more. Tab
  // goes round the page as it does for a listener: past the last control focus leaves the page
  // (the body is active) and the next Tab starts again at the first, until a control repeats.
  // As a listener does, a click on the player's background (no control there) gives the frame
  // focus; Tab then starts from the top. (Firefox shows no focus ring in an unfocused page.)
  await page.bringToFront();
  await page.evaluate('document.activeElement?.blur()');
  // On the background at the player's start corner (top right, right to left): Firefox starts Tab
  // from where the click landed, and in a right-to-left strip the top left is past Play.
  await page.clickAt(lang && textDirection(lang) === 'rtl' ? width - 2 : 1, 1);
  const seen = new Set<string>();
  let outside = 0;
  let unfocusedRings = 0;
  // Firefox takes focus through its own toolbar on the way round: a few Tabs land outside the page.
  for (let i = 0; i < 24 && outside < 8; i++) {
    await page.press('Tab');
    const ring = await probe<Ring | null>('focusRing()');
    if (!ring) {
      outside++;
      continue;
    }
    outside = 0;
    if (seen.has(ring.name)) break;
    seen.add(ring.name);
    // Headless Firefox never gives its window the system focus (document.hasFocus() stays false
    // whatever is clicked, with focusmanager.testmode too), and an unfocused page paints no focus
    // ring. There the Tab order is still checked; the ring is measured where the page has focus.
    if (!ring.pageFocused) {
      unfocusedRings++;
      continue;
    }
    if (!ring.shown || ring.width < 2) problems.push(`focus on ${ring.name} shows no ring of 2 px or more (:focus-visible ${ring.focusVisible})`);
    else if (ring.ratio < 3) problems.push(`the focus ring of ${ring.name}: contrast ${ring.ratio}:1, needs 3:1`);
  }
  // WebKit's window is given focus (webkit.ts, focusWindow): there an unmeasured ring is a problem,
  // not a test that cannot fail.
  if (unfocusedRings && page.engine === 'webkit') problems.push(`the page never had focus: ${unfocusedRings} focus rings not measured`);
  else if (unfocusedRings) console.log(`${page.engine} ${name}: the page never had focus, ${unfocusedRings} focus rings not measured (Tab order checked)`);
  for (const want of expected) {
    if (![...seen].some((name) => want.test(name))) problems.push(`Tab never reached ${want} (reached ${[...seen].join(', ') || 'nothing'})`);
  }
  await page.evaluate('document.activeElement?.blur()');

  if (kind === 'privacy') {
    const popout = '.re-privacy-popout';
    await clickCentre('.re-privacy-inline > button');
    await until(`!!document.querySelector('${popout}')`, 'the choice popout');
    await shot('choices');
    await reachable(popout, [exactly(t.optOut), exactly(t.close), exactly(t.policyLink)]);
    await readable(popout);
    await until(`getComputedStyle(document.querySelector('${popout} .re-head')).display === 'flex'`, "the popout's style");
    await design(`panel('${popout}', ${js(t.close)}, ${wide})`);
    const popoutText = (await page.evaluate(`document.querySelector('${popout}').textContent`)) as string;
    for (const words of [t.choicesButton, t.statusOptedIn]) if (!popoutText.includes(words)) problems.push(`the popout lacks "${words}"`);
    await design(`backdrop(${js(barControls.map((c) => [c.name, c.box]))})`);
    cards.push({ what: 'the popout', state: 'choices', box: await cardBox(popout), behind: barControls });
    dimmedBehind(cards, barControls, (state) => join(dir, `${name}${state && `-${state}`}.png`), height, problems);
    if (!(await page.evaluate(`document.querySelector('${popout}').contains(document.activeElement)`))) problems.push('focus did not move into the choice popout');
    await clickCentre(`${popout} .re-head-close`);
    await until(`!document.querySelector('${popout}')`, 'the popout to close');
    if (!(await page.evaluate(`document.activeElement === document.querySelector('.re-privacy-inline > button')`))) {
      problems.push(`focus did not come back to the privacy button: ${await page.evaluate(`(() => { const e = document.activeElement; return e ? e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30) + ' connected=' + e.isConnected : 'none'; })()`)}`);
    }
    await awayFromControls();
  }

  // The share overlay, opened and closed by real clicks: every target inside the frame and
  // reachable, named where there is room.
  await clickCentre(`button[aria-label="${t.share}"]`);
  await until(`!!document.querySelector('.re-share') && !!document.getElementById('re-share-style')`, 'the share overlay');
  await shot('share');
  await reachable('.re-share', [exactly(t.back), exactly(t.stationWebsite), /^X \(Twitter\)$/, exactly(t.email), exactly(t.copyLink), exactly(t.copyEmbedCode)]);
  await readable('.re-share');
  await design(`panel('.re-share', ${js(t.back)}, ${wide})`);
  await clickCentre(`.re-share button[aria-label="${t.back}"]`);
  await until(`!document.querySelector('.re-share')`, 'the share overlay to close');
  await awayFromControls();

  // Listening options, opened by a real click: the sleep timer's lengths, the Low data switch and
  // the shortcuts' help inside the frame and reachable; the switch turns on and off by real clicks.
  await clickCentre(`button[aria-label=${js(t.listeningOptions)}]`);
  await until(`!!document.querySelector('.re-panel [role="switch"]') && !!document.getElementById('re-panel-style')`, 'the listening options');
  await shot('options');
  await reachable('.re-panel', [exactly(say(t.minutes, 15)), exactly(t.off), exactly(t.lowData), exactly(t.shortcuts), exactly(t.close)]);
  await readable('.re-panel');
  await design(`panel('.re-panel', ${js(t.close)}, ${wide})`);
  const options = (await page.evaluate(`document.querySelector('.re-panel').innerText`)) as string;
  // The stations here declare no bitrate: the old menu said so to the listener.
  if (options.includes('Bitrate not declared')) problems.push('Listening options shows "Bitrate not declared"');
  if (width >= 480 && !options.includes(t.stopPlayingIn)) problems.push(`Listening options drops "${t.stopPlayingIn}"`);
  const lowData = '.re-panel [role="switch"]';
  await clickCentre(lowData);
  await until(`document.querySelector('${lowData}').getAttribute('aria-checked') === 'true'`, 'Low data to turn on');
  await shot('options-low-data');
  await clickCentre(lowData);
  await until(`document.querySelector('${lowData}').getAttribute('aria-checked') === 'false'`, 'Low data to turn off');
  await clickCentre('.re-panel .re-panel-close');
  await until(`!document.querySelector('.re-panel')`, 'the listening options to close');
  await awayFromControls();

  // Play, clicked where a listener clicks it, plays; Stop, clicked the same way, stops; and
  // nothing moves from idle to connecting, playing and back (every box on every frame).
  await page.evaluate(startLayoutRecord(t.share));
  await page.evaluate(RECORD_MEDIA_EVENTS);
  await clickCentre('.re-btn--play');
  await until(
    `(() => { const a = document.querySelector('audio'); return !!a && !a.paused && a.currentTime > 0.3; })()`,
    'audio to play after a real click at Play\'s centre',
    20_000,
    // The stream server is the world's, shared by the cells running beside this one: its last requests.
  ).catch((error: Error) => failWithPlayerState(page, error, { streamRequests: world.stream.requests() }));
  await until(`document.querySelector('.re-btn--play')?.getAttribute('aria-label') === ${js(t.stop)}`, 'the button to offer Stop');
  // Playing as a listener sees it once it has settled: no words in the track line's slot. A
  // starved CPU can stall WebKit's pipeline just after the start, and the player then honestly
  // says "Reconnecting…" for a moment (seen once, in a run with the unit tests beside it).
  await until(`!document.querySelector('.re-status')?.textContent`, 'the status words to clear while playing');
  await shot('playing');
  problems.push(...((await page.evaluate(LIVE_CLEAR)) as string[]));
  // Playing (LIVE beside Stop): every control still inside the frame and under the pointer, and
  // in a frame too short for a second row (under 110 px: the 728×90 strip, 300×90) Share and the
  // privacy control stay in Stop's row, not wrapped under it onto the frame's edge. (Listening
  // options sits on the art's corner in the smallest frames.)
  const playing = await reachable('.re-bar', expected.map((want) => (want.source === exactly(t.play).source ? exactly(t.stop) : want)));
  const stop = playing.find((c) => c.name === t.stop);
  const rowMates = [exactly(t.share), new RegExp(t.choicesShort, 'i')];
  if (stop && height < 110) {
    const [, top, , tall] = stop.box as [number, number, number, number];
    const below = playing
      .filter((c) => rowMates.some((mate) => mate.test(c.name)) && (c.y < top || c.y > top + tall))
      .map((c) => `${c.name} at y ${Math.round(c.y)}`);
    if (below.length) problems.push(`while playing, the bar is not one row beside Stop (y ${top}–${top + tall}): ${below.join(', ')}`);
  }
  await clickCentre('.re-btn--play');
  await until(`document.querySelector('.re-btn--play')?.getAttribute('aria-label') === ${js(t.play)}`, 'Stop to stop');
  await awayFromControls();
  const layouts = await stopLayoutRecord(page);
  if (!layouts.some((layout) => layout.state === 'playing')) problems.push(`the layout recorder never saw the playing state (${layouts.map((l) => l.state).join(', ')})`);
  problems.push(...layoutMoves(layouts));

  // Recently played, opened and closed by real clicks: the track heard while Play played is
  // listed, inside the frame and readable.
  if (!recentShown) return problems;
  await clickCentre(`button[aria-label=${js(t.recentlyPlayed)}]`);
  await until(`!!document.querySelector('.re-recent li') && !!document.getElementById('re-recent-style')`, 'the recently played view with the track heard');
  await shot('recent');
  await reachable('.re-recent', [exactly(t.back)]);
  await readable('.re-recent');
  await design(`panel('.re-recent', ${js(t.back)}, ${wide})`);
  if (lang && textDirection(lang) === 'rtl') await design('recentRightToLeft()');
  const entry = (await page.evaluate(
    `(() => { const r = document.querySelector('.re-recent li').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map(Math.round); })()`,
  )) as number[];
  if (entry[0]! < 0 || entry[1]! < 0 || entry[2]! > width || entry[3]! > height) problems.push(`the newest recently played entry lies outside the ${width}×${height} frame: box ${entry.join(',')}`);
  await clickCentre(`.re-recent button[aria-label=${js(t.back)}]`);
  await until(`!document.querySelector('.re-recent')`, 'the recently played view to close');
  return problems;
}

/** A card over the player (the explicit notice, the popout): its state's screenshot, its box, and the bar's controls as laid out behind it. */
interface Card {
  what: string;
  state: string;
  box: number[];
  behind: Control[];
}

/**
 * As the listener sees it: each bar control clear of a card (the explicit notice's, the popout's)
 * is dimmed by the sheet behind it — the range of brightness in its box (its icon against its
 * face, screenshot-brightness.ts) under 0.6 of that in the idle player's screenshot (at 1200×400,
 * Share and the moon once stayed bright). `idle`: the controls in the idle player; `file(state)`:
 * a state's screenshot ('' the idle player); `height`: the frame's.
 */
function dimmedBehind(cards: readonly Card[], idle: readonly Control[], file: (state: string) => string, height: number, problems: string[]): void {
  for (const { what, state, box: card, behind } of cards) {
    for (const control of behind) {
      const [x = 0, y = 0, w = 0, h = 0] = control.box;
      if (!(x + w <= card[0]! || x >= card[2]! || y + h <= card[1]! || y >= card[3]!)) continue;
      const before = idle.find((one) => one.name === control.name);
      if (!before) continue;
      const was = brightnessRange(file(''), height, before.box), now = brightnessRange(file(state), height, control.box);
      if (now > was * 0.6) problems.push(`${control.name} stays bright behind ${what} (its range of brightness ${now} against ${was} idle)`);
    }
  }
}
