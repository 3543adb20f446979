import { startContextText } from './player-state';
import type { LoggedRequest } from './static-server';
import { waitFor } from './wait-for';

/**
 * Reading the page's media element the same way in Chromium (playwright) and Firefox (puppeteer):
 * both pages can evaluate a script given as a string.
 */
export interface ScriptPage {
  evaluate(expression: string): Promise<unknown>;
  /** What the browser printed, where it is seen (WebKit's processes, GStreamer among them). */
  output?(): string;
}

export interface MediaSnapshot {
  currentTime: number;
  paused: boolean;
  muted: boolean;
  volume: number;
  /** The `src` property; empty when the element has no `src` attribute. */
  src: string;
  /** The resource chosen last; browsers keep it after the source is removed. */
  currentSrc: string;
  readyState: number;
  networkState: number;
  /** `error.code` of the element, or null. */
  error: number | null;
  /** `error.message`: the browser's reason (Chromium's names the pipeline error), or null. */
  errorMessage?: string | null;
}

/** The first element matching `selector` (the first `<audio>`/`<video>` by default), or null. */
export async function readMedia(page: ScriptPage, selector = 'audio, video'): Promise<MediaSnapshot | null> {
  const script = `(() => {
    const m = document.querySelector(${JSON.stringify(selector)});
    if (!m) return null;
    return { currentTime: m.currentTime, paused: m.paused, muted: m.muted, volume: m.volume,
      src: m.src, currentSrc: m.currentSrc, readyState: m.readyState, networkState: m.networkState,
      error: m.error ? m.error.code : null, errorMessage: m.error ? m.error.message : null };
  })()`;
  return (await page.evaluate(script)) as MediaSnapshot | null;
}

export interface PlaybackOptions {
  selector?: string;
  /** How many seconds of media must play; 1 by default. */
  seconds?: number;
  timeoutMs?: number;
  /** The stream server's requests, for a failure's message. */
  streamRequests?: () => LoggedRequest[];
}

/**
 * Resolves once the media element's `currentTime` has advanced by `seconds` while not paused —
 * i.e. audio is really being decoded and clocked out — and returns the last snapshot.
 */
export async function waitForPlayback(
  page: ScriptPage,
  { selector = 'audio, video', seconds = 1, timeoutMs = 20_000, streamRequests }: PlaybackOptions = {},
): Promise<MediaSnapshot> {
  let start: number | undefined;
  let last: MediaSnapshot | null = null;
  try {
    return await waitFor(
      async () => {
        last = await readMedia(page, selector);
        if (!last || last.paused || last.readyState < 2) return undefined;
        start ??= last.currentTime;
        return last.currentTime - start >= seconds ? last : undefined;
      },
      { timeoutMs, intervalMs: 100, what: `${selector} to play ${seconds} s` },
    );
  } catch (error) {
    // The media events, where the test recorded them (player-state.ts RECORD_MEDIA_EVENTS), and
    // what the server and the browser saw: a start that failed says why.
    const events = await page.evaluate('window.__mediaEvents').catch(() => undefined);
    const recorded = events ? `; its media events ${JSON.stringify(events)}` : '';
    const context = startContextText({ streamRequests: streamRequests?.(), browserOutput: page.output?.() });
    throw new Error(`${(error as Error).message}; last state: ${JSON.stringify(last)}${recorded}${context}`);
  }
}
