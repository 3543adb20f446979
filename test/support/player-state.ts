import type { ScriptPage } from './media';
import type { LoggedRequest } from './static-server';

/** What the player showed, as a page expression: Play's name, the status words, the stream element's state, and the media events recorded since `RECORD_MEDIA_EVENTS`. */
export const PLAYER_STATE = `(() => { const a = document.querySelector('audio'); return { button: document.querySelector('.re-btn--play')?.getAttribute('aria-label'), words: document.querySelector('.re-status')?.textContent, media: a && { paused: a.paused, ended: a.ended, t: a.currentTime, rs: a.readyState, ns: a.networkState, err: a.error && a.error.code, message: a.error && a.error.message, src: a.currentSrc }, events: window.__mediaEvents }; })()`;

/**
 * A page expression that records the media events of every element in the document from now on
 * (capturing on the document: media events do not bubble), with milliseconds since, readyState
 * and networkState (`loadstart@3 0/2`), and the player's console warnings and errors. A start that failed then says whether the element asked,
 * was answered, errored or timed out (a WebKit start that never played, seen once in a loaded run).
 */
export const RECORD_MEDIA_EVENTS = `(() => {
  const started = performance.now();
  const events = (window.__mediaEvents = []);
  for (const type of ['loadstart', 'progress', 'suspend', 'abort', 'error', 'emptied', 'stalled', 'loadedmetadata', 'loadeddata', 'canplay', 'play', 'playing', 'waiting', 'pause']) {
    document.addEventListener(type, (event) => {
      const a = event.target;
      if (events.length < 80 && a instanceof HTMLMediaElement) events.push(type + '@' + Math.round(performance.now() - started) + ' ' + a.readyState + '/' + a.networkState + (a.error ? ' err' + a.error.code : ''));
    }, true);
  }
  // The player's own warnings and errors, in the same list (a rejected play(), "Unable to connect").
  for (const level of ['warn', 'error']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      if (events.length < 80) events.push(level + '@' + Math.round(performance.now() - started) + ' ' + args.map((arg) => arg instanceof Error ? arg.name + ': ' + arg.message : arg && typeof arg === 'object' && 'code' in arg ? 'code ' + arg.code + ' ' + (arg.message || '') : String(arg)).join(' ').slice(0, 200));
      original(...args);
    };
  }
})()`;

/** A stream request as a line: its method, range and answer. */
const requestLine = (request: LoggedRequest) => `${request.method} ${request.headers.range ?? 'whole'} → ${request.status}`;

/**
 * Lines WebKit prints on every play, which say nothing of a failure: no session bus here, the
 * media temp file it unlinks itself, GStreamer's notes on stream ids.
 */
const ROUTINE_OUTPUT = /D-Bus|Failed to remove temporary file|getStreamIdFromPad|Caps event received before stream-start/;

/** What the browser printed but its routine lines, its last 1,500 characters. */
export const browserNews = (output: string): string =>
  output
    .split('\n')
    .filter((line) => line.trim() && !ROUTINE_OUTPUT.test(line))
    .join('\n')
    .slice(-1500);

/** More to say of a failed start, where the test has it. */
export interface StartContext {
  /** The stream server's requests: the message names the last 12. */
  streamRequests?: LoggedRequest[];
  /** What the browser printed (WebKit: its web process's and GStreamer's warnings and errors). */
  browserOutput?: string;
}

/** The stream server's log and what the browser printed, as the end of a failure's message. */
export function startContextText({ streamRequests, browserOutput }: StartContext): string {
  const served = streamRequests ? `; the stream server saw ${JSON.stringify(streamRequests.slice(-12).map(requestLine))}` : '';
  const news = browserOutput ? browserNews(browserOutput) : '';
  return served + (news ? `; the browser printed ${JSON.stringify(news)}` : '');
}

/** Throws `error` again with what the player showed then (and, given, the stream server's log and the browser's output), for a wait that failed. */
export async function failWithPlayerState(page: ScriptPage, error: Error, { streamRequests, browserOutput = page.output?.() }: StartContext = {}): Promise<never> {
  throw new Error(`${error.message}; the player showed ${JSON.stringify(await page.evaluate(PLAYER_STATE))}${startContextText({ streamRequests, browserOutput })}`);
}
