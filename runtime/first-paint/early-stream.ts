/**
 * A cold click on the painted Play (a screen reader's, voice control's, a script's: no pointer or
 * key before it, so nothing was fetched yet) starts the stream itself, on the painted stream
 * element, instead of waiting for the app and the engine to download (issue 29): MP3, AAC or HLS,
 * the HLS through the engine's own hls.js where the element has none of its own (`hlsViaHlsJs`:
 * Firefox), fetched then. A small chunk of its own, fetched in that click
 * (first-paint/held-input.ts), so a page that is never cold-clicked pays only its name. Only where #app names the stream (`data-stream`, the build's: a station with nothing to
 * decide before its stream, first-paint/early-stream-base.ts), where no CMP is up the frame chain
 * (a CMP answers first), and the app has not rendered yet.
 *
 * The URL is the engine's own first request before the GDPR decision (docs/privacy.md "Listeners
 * where the GDPR applies": the stream does not wait for it, and until it is made the request
 * carries `gdpr=1` and a per-player id), made by the build (early-stream-base.ts) up to its last
 * parameters, which only the listener's browser knows: `source` (v7mobile on a phone) and
 * `user-id`, a per-player id made here. Not the stored device id (`uuid`): nothing is read from
 * or written to storage before the decision, which may forbid it (the GDPR applies wherever the
 * listener cannot be placed yet).
 * The element carries the URL under EARLY_STREAM for the engine, which takes that id as its own
 * per-player id (setup/stream-url-for.ts) and so makes the same URL while the decision is open,
 * and adopts the playing stream when its URL is the same (engine/early-stream-takeover.ts): one
 * connection, no gap. The `src` attribute is dropped once the load has begun (that leaves the
 * download as it is): the app's render would otherwise clear it, which restarts the element.
 */

/** The stream element's property the engine reads (engine/early-stream.ts EARLY_STREAM: the same name). */
export const EARLY_STREAM = 'reEarlyStream';

/**
 * Whether a CMP is up the frame chain: a window there holds one of the IAB locator frames, as
 * features/consent/find-locators.ts looks for them (the consent face then asks it before the
 * stream; held together by test/runtime/first-paint/early-stream.test.ts). Written out here: an
 * import would put that module in a chunk this one and the app share, one more file for both.
 */
export function cmpUpTheChain(self: Window): boolean {
  // A page of its own asks no host (features/consent/face.ts).
  if (self.parent === self) return false;
  for (let win = self, depth = 0; depth < 10; depth++, win = win.parent) {
    for (const name of ['__tcfapiLocator', '__gppLocator', '__uspapiLocator'])
      try {
        if ((win.frames as unknown as Record<string, unknown>)[name]) return true;
      } catch {
        // A window that refuses named access holds no locator anyone can use.
      }
    if (win.parent === win) break;
  }
  return false;
}

/**
 * The URL's last parameters, in the engine's order (setup/stream-url-for.ts: `source`, `user-id`,
 * then the privacy parameters before the GDPR decision: privacy off's `us_privacy`, and `gdpr=1`,
 * unknown counting as "applies", consent/public/host-consent.ts privacyParams): the build writes
 * the URL up to them (early-stream-base.ts).
 */
export const lastParams = (source: string, perPlayerId: string): string => `source=${source}&user-id=${perPlayerId}&us_privacy=1---&gdpr=1`;

/** The `source` parameter: as streams/stream-url.ts streamSourceParam (held together by test/runtime/first-paint/early-stream.test.ts). */
export const sourceParam = (userAgent: string): string => (/Mobi|Android|iP(hone|ad|od)/i.test(userAgent) ? 'v7mobile' : 'v7player');

/**
 * Whether the engine will play the station's HLS through hls.js here (#app's `data-hls`: the
 * station's HLS player choice), as it decides (engine/native-support.ts needsHlsJs,
 * setup/engine-setup.ts): the browser has no HLS of its own (Firefox); the station asks for hls.js
 * outside Safari (every Apple browser keeps its own player); or, for "auto", this device saw that
 * player keep every second of this stream (actions/hls-player-memory.ts, the same key: a technical
 * note about the stream, not about the listener). Elsewhere the element plays it itself (Safari,
 * Chromium), and so plays the early stream.
 */
export function hlsViaHlsJs(audio: HTMLMediaElement, choice: string, base: string): boolean {
  if (!audio.canPlayType('application/vnd.apple.mpegurl')) return true;
  if (navigator.vendor === 'Apple Computer, Inc.') return false;
  try {
    return choice === 'hls.js' || (choice === 'auto' && localStorage.getItem(`hlsPlayer:${base.split('?')[0]}`) === 'hls.js');
  } catch {
    // Storage blocked: the engine remembers nothing either.
    return choice === 'hls.js';
  }
}

/**
 * The listener's saved volume, 0 to 1, as the app reads it (actions/volume.ts loadSavedVolume and
 * VOLUME_KEY, volume-rules.ts normalizeVolume: written out, as an import would be a chunk shared
 * with the app; held together by test/runtime/first-paint/early-stream.test.ts): full where none
 * is saved or storage is blocked. A preference the listener set, like the app's own reading of it
 * at start, not an identifier.
 */
export function savedVolume(): number {
  try {
    const saved = localStorage.getItem('volume');
    const level = saved?.trim() ? Math.round(Number(saved)) : 100;
    // Not a number (NaN is neither): full.
    return level >= 0 ? Math.min(level, 100) / 100 : level < 0 ? 0 : 1;
  } catch {
    // Blocked: the app carries on without it too.
    return 1;
  }
}

/** The app's Stop icon (ui/controls/icons.tsx STOP_PATH), written out: an import would be a chunk shared with the app. */
export const STOP_PATH = 'M7 7h10v10H7z';

/**
 * The painted Play says what the app's would (ui/controls/PlayButton.tsx): Stop, with its icon,
 * while the early stream plays, and Play again once it stopped or failed. A listener who started
 * it hears it, and their screen reader, voice control or eyes should find the control that ends
 * it (before, it said Play until the app came). Its word is the build's, in the station's language
 * (#app's `data-stop`, runtime/prerender.tsx). The app's render takes the button over and says its own.
 */
function paintPlayState(root: HTMLElement, audio: HTMLAudioElement): void {
  const button = root.querySelector('.re-btn--play');
  const path = button?.querySelector('path');
  const stop = root.dataset.stop;
  if (!path || !stop) return;
  // Once per element: a second early start (Play, Stop, Play before the app) listens no more.
  delete root.dataset.stop;
  const play = [button!.getAttribute('aria-label')!, path.getAttribute('d')!];
  const update = (): void => {
    // Not on Firefox's stray error for a frame joined midway: the element plays on.
    const [label, d] = !audio.paused && audio.readyState > 2 ? [stop, STOP_PATH] : play;
    if (!root.dataset.app) button!.setAttribute('aria-label', label!), path.setAttribute('d', d!);
  };
  for (const type of ['playing', 'pause', 'emptied', 'error']) audio.addEventListener(type, update);
}

/** hls.js playing the early stream, while the first paint may still stop it (a second click before the app). */
let earlyHls: { close(): void } | undefined;

/**
 * Starts the early stream. Resolves true once it plays, false where it did not start: the app has
 * rendered, a CMP answers first, play() was refused (no activation left), or hls.js did not come.
 */
export function startEarlyStream(root: HTMLElement, audio: HTMLAudioElement, base: string): Promise<boolean> {
  const notStarted = Promise.resolve(false);
  if (root.dataset.app) return notStarted;
  // Framed, only where no CMP is up the frame chain: one answers before the stream starts.
  if (cmpUpTheChain(window)) return notStarted;
  // A per-player id, as the engine's before the decision (randomUUID needs a secure context: without it the app starts the stream).
  const id = crypto.randomUUID?.();
  if (!id) return notStarted;
  const url = base + lastParams(sourceParam(navigator.userAgent), id);
  (audio as unknown as Record<string, string>)[EARLY_STREAM] = url;
  // Only while the stream is still the early one: where its load never began (WebKit, after a real
  // click: play() rejected with AbortError, no loadstart), the engine connects afresh, and this
  // listener, still armed, must not drop that `src` (the engine's: it reads it, and Stop ends it).
  // hls.js's `src` (its Media Source) goes too: the attribute, not the resource.
  audio.addEventListener('loadstart', () => EARLY_STREAM in audio && audio.removeAttribute('src'), { once: true });
  paintPlayState(root, audio);
  // At the listener's own volume, not full and then lowered once the engine applies it.
  audio.volume = savedVolume();
  // Refused (no activation left) or failed: the app's Play, replayed, tries again.
  const play = (): Promise<boolean> => audio.play().then(() => true, () => false);
  // HLS that hls.js plays (Firefox): hls.js itself, fetched now, started on this element, and
  // adopted by the engine (engine/hls-transport.ts startEarlyHls). Not once a second click stopped
  // it meanwhile; a failed download leaves the start to the app.
  const hls = root.dataset.hls;
  if (hls && hlsViaHlsJs(audio, hls, base))
    return import('../engine/hls-transport').then(({ startEarlyHls }) => {
      if ((audio as unknown as Record<string, string>)[EARLY_STREAM] !== url) return false;
      earlyHls = startEarlyHls(audio, url);
      return play();
    }, () => (earlyStreamAsAsked(root, audio, base, () => false), false));
  audio.src = url;
  return play();
}

/**
 * What the listener's last click on the painted Play asked (`wanted`, read when this chunk has
 * come: first-paint/held-input.ts), whatever order the clicks' answers came in: the early stream
 * started, or stopped (a second click before the app: the listener's Stop). Stopped, the element
 * is as it was painted: no source (its download ended), nothing for the engine to take over; the
 * app comes stopped.
 */
export function earlyStreamAsAsked(root: HTMLElement, audio: HTMLAudioElement, base: string, wanted: () => boolean): Promise<void> {
  const started = EARLY_STREAM in audio;
  if (wanted() && !started) return heard(audio, startEarlyStream(root, audio, base));
  if (!wanted() && started) {
    delete (audio as unknown as Record<string, string>)[EARLY_STREAM];
    earlyHls?.close();
    earlyHls = undefined;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }
  return Promise.resolve();
}

/** How long the app waits at most for the early stream to be heard (HEARD_BOUND_MS). */
export const HEARD_BOUND_MS = 1500;

/**
 * Resolves once the early stream is heard (its clock moved), or stopped, failed or never started,
 * or after HEARD_BOUND_MS: the app waits for it (runtime/main.ts), so that the stream's start has
 * the main thread to itself. Measured in Chromium (docs/architecture.md): with the app starting
 * beside it, the clock moved 186–281 ms after the click; with the app held back, 134–217.
 */
function heard(audio: HTMLAudioElement, starting: Promise<boolean>): Promise<void> {
  if (!(EARLY_STREAM in audio)) return Promise.resolve();
  return new Promise((resolve) => {
    const types = ['playing', 'timeupdate', 'pause', 'error', 'emptied'];
    // Where it started playing: a live HLS stream is first sought to its live edge (a timeupdate
    // far from 0 before a sound), so the clock counts as moved only past that point.
    let from: number | undefined;
    const done = (event?: Event): void => {
      if (event?.type === 'playing') return void (from = audio.currentTime);
      if (event?.type === 'timeupdate' && !(from !== undefined && audio.currentTime > from)) return;
      for (const type of types) audio.removeEventListener(type, done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, HEARD_BOUND_MS);
    for (const type of types) audio.addEventListener(type, done);
    // It did not start (refused, or hls.js did not come): nothing to hear.
    void starting.then((playing) => playing || done());
  });
}
