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
  | { ok: false; timedOut: boolean; reason: string };

export interface ProbeOptions {
  /** Sent as `Origin`, as the browser sends it from the embed. */
  origin: string;
  timeoutMs: number;
  /** Read at most this many bytes (a live stream never ends). */
  maxBytes: number;
}

/**
 * GET `url` as the embed's page would, reading at most `maxBytes` within `timeoutMs` in all
 * (headers and body). A live stream is cut off once the limit is read.
 */
export async function probe(url: string, { origin, timeoutMs, maxBytes }: ProbeOptions): Promise<Probe> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = performance.now();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers: { Origin: origin }, signal: controller.signal, redirect: 'follow' });
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
    return { ok: true, status: response.status, headers: response.headers, url: response.url || url, body, msToLimit, timedOut };
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
  return cause?.message ?? cause?.code ?? (error instanceof Error ? error.message : String(error));
}

/** The media type alone, lower case: `audio/mpeg; charset=…` → `audio/mpeg`. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export function bodyText(probe: { body: Uint8Array }): string {
  return new TextDecoder().decode(probe.body);
}
