/** What one GET returned within the time limit. */
export type Probe =
  | {
      ok: true;
      status: number;
      headers: Headers;
      /** The address after redirects. */
      url: string;
      /** The body's first bytes, up to the limit asked for. */
      body: Uint8Array;
      /** Milliseconds until `body` held the limit; undefined when it never did. */
      msToLimit: number | undefined;
      /** The time limit ended the read before the body or the limit did. */
      timedOut: boolean;
    }
  | { ok: false; timedOut: boolean; reason: string; tooManyRedirects?: boolean };

export interface ProbeOptions {
  /** Sent as `Origin`, as the browser sends it from the embed. */
  origin: string;
  timeoutMs: number;
  /** Read at most this many bytes (a live stream never ends). */
  maxBytes: number;
  /** Follow at most this many redirects (each counts against the same `timeoutMs`). */
  maxRedirects: number;
  /** More request headers, e.g. `Range`. */
  headers?: Record<string, string>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GET `url` as the embed's page would, reading at most `maxBytes` within `timeoutMs` in all
 * (redirects, headers and body). A live stream is cut off once the limit is read. Redirects are
 * followed here, not by fetch, so a loop ends at `maxRedirects`.
 */
export async function probe(url: string, { origin, timeoutMs, maxBytes, maxRedirects, headers }: ProbeOptions): Promise<Probe> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = performance.now();
  try {
    let response: Response;
    let current = url;
    try {
      for (let redirects = 0; ; redirects++) {
        response = await fetch(current, { headers: { ...headers, Origin: origin }, signal: controller.signal, redirect: 'manual' });
        const location = response.headers.get('location');
        if (!REDIRECTS.has(response.status) || location === null) break;
        void response.body?.cancel().catch(() => {});
        if (redirects === maxRedirects) return { ok: false, timedOut: false, reason: `more than ${maxRedirects} redirects`, tooManyRedirects: true };
        const next = new URL(location, current);
        if (next.protocol !== 'http:' && next.protocol !== 'https:') return { ok: false, timedOut: false, reason: `redirected to ${next.protocol} (not http or https)` };
        current = next.href;
      }
    } catch (error) {
      return { ok: false, timedOut, reason: timedOut ? 'timeout' : describeFetchError(error) };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    let msToLimit: number | undefined;
    const reader = response.body?.getReader();
    try {
      while (reader && size < maxBytes) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        size += value.byteLength;
      }
      if (size >= maxBytes) msToLimit = performance.now() - started;
    } catch {
      // Cut off by the time limit (or the server): what arrived is what doctor judges.
    } finally {
      void reader?.cancel().catch(() => {});
    }
    const body = concat(chunks, maxBytes);
    return { ok: true, status: response.status, headers: response.headers, url: current, body, msToLimit, timedOut };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

function concat(chunks: readonly Uint8Array[], limit: number): Uint8Array {
  const total = Math.min(limit, chunks.reduce((n, c) => n + c.byteLength, 0));
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= total) break;
    const part = chunk.subarray(0, total - at);
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

/** `connect ECONNREFUSED 127.0.0.1:9`, `getaddrinfo ENOTFOUND radio.example`: undici hides them in `cause`. */
function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } })?.cause;
  const message = cause?.message ?? cause?.code ?? (error instanceof Error ? error.message : String(error));
  // OpenSSL's own lines (`…:SSL routines:ssl3_get_record:wrong version number:…`): its reason is what helps.
  const tls = /SSL routines:[^:]*:([^:]+)/.exec(message);
  if (tls) return `TLS handshake failed: ${tls[1]}`;
  // The Fetch standard's blocked ports (6000, 6667, …): browsers refuse them just the same.
  return message === 'bad port' ? 'a port browsers refuse to connect to (the Fetch standard\'s "bad ports")' : message.trim();
}

/** The media type alone, lower case: `audio/mpeg; charset=…` → `audio/mpeg`. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export function bodyText(probe: { body: Uint8Array }): string {
  return new TextDecoder().decode(probe.body);
}
