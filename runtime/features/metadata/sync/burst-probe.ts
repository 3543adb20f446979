/** What the probe reads the stream with: the page's fetch and clock (a test's fakes). */
export interface ProbeDeps {
  fetch: typeof fetch;
  now(): number;
}

/** The bytes received are noted every WINDOW_MS; the rate is read over the last SPAN windows. */
const WINDOW_MS = 500;
const SPAN = 4;
/** Past this, the arrival never settled to one rate (a link slower than the burst): no answer. */
const GIVE_UP_MS = 6000;
/** The two halves of the span may differ this much: the server forwards in blocks of a few KB. */
const SETTLED = 0.35;

const defaults = (): ProbeDeps => ({ fetch: (...args) => globalThis.fetch(...args), now: () => Date.now() });

/**
 * How many seconds of audio a progressive stream's server sends a new listener at once (Icecast's
 * and Shoutcast's burst on connect), measured on a connection of its own: the burst arrives at
 * the link's speed, then the server sends in real time. The bytes received are noted every half
 * second; once two seconds in a row arrive at one steady rate, that rate is the stream's, and
 * the bytes beyond it are the burst. Over 2–3 s it reads the burst and that much audio once.
 *
 * Null where nothing can be learnt: an error or a refusal (no CORS), a playlist or a page, a
 * response that ends (not a live stream), or an arrival that never settles within 6 s.
 */
export async function probeBurstSeconds(url: string, { fetch, now }: ProbeDeps = defaults()): Promise<number | null> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-store', credentials: 'omit' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || /mpegurl|text\/|json|xml/i.test(type)) return null;
    const reader = response.body.getReader();
    const start = now();
    // marks[i]: the bytes received in the first (i + 1) windows.
    const marks: number[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return null;
      const elapsed = now() - start;
      if (elapsed > GIVE_UP_MS) return null;
      while ((marks.length + 1) * WINDOW_MS < elapsed) marks.push(bytes);
      bytes += value.byteLength;
      const burst = burstOf(marks);
      if (burst !== undefined) return burst;
    }
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

/** The burst in seconds once the last SPAN windows arrived at one rate; undefined before. */
function burstOf(marks: readonly number[]): number | undefined {
  const last = marks.length - 1;
  if (last < SPAN) return undefined;
  const half = SPAN / 2;
  const first = marks[last - half]! - marks[last - SPAN]!;
  const second = marks[last]! - marks[last - half]!;
  if (second <= 0 || Math.abs(first - second) > SETTLED * Math.max(first, second)) return undefined;
  const bytesPerSecond = (first + second) / ((SPAN * WINDOW_MS) / 1000);
  const seconds = ((last + 1) * WINDOW_MS) / 1000;
  return Math.max(0, (marks[last]! - bytesPerSecond * seconds) / bytesPerSecond);
}
