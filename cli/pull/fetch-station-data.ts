import { problem, type Problem } from '../errors/problem';
import { isPlainObject } from '../validate/is-plain-object';

/**
 * `GET {base}/station?uid={id}` (spec §7 "Load station config"). The base is an http(s) URL
 * without a query or fragment (the command line refuses them: a `?` would swallow the path).
 */
export function stationServiceUrl(base: string, id: number): string {
  return `${base.replace(/\/+$/, '')}/station?uid=${id}`;
}

/** The URL as messages show it: a password in it never reaches a terminal or a CI log. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.password) return url;
  parsed.password = '***';
  return parsed.href;
}

export type StationData = { ok: true; raw: Record<string, unknown> } | { ok: false; problem: Problem };

const TIMEOUT_MS = 30_000;
/** A station's config is a few KB; a body this big is not one, and is not read further. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface FetchOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Fetches one station from the existing station service and takes `data.data` (spec §3). Every
 * way this can fail is a problem naming the URL (its password masked): no answer, no complete
 * answer in time, a status outside 200–299 (spec §8: those reject), a body over
 * MAX_BODY_BYTES, a body that is not JSON, or no station in it. Credentials in the URL are sent
 * as Basic authorization (fetch refuses them in the URL itself).
 */
export async function fetchStationData(url: string, id: number, { fetchImpl = fetch, timeoutMs = TIMEOUT_MS }: FetchOptions = {}): Promise<StationData> {
  const where = { file: shownUrl(url) };
  const fail = (found: Problem): StationData => ({ ok: false, problem: found });
  const { target, headers } = withBasicAuth(url);
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(target, { headers, signal });
  } catch (error) {
    if (signal.aborted) return fail(problem('FETCH_TIMEOUT', where, { seconds: timeoutMs / 1000 }));
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return fail(problem('FETCH_FAILED', where, { reason: cause?.code ?? cause?.message ?? (error as Error).message }));
  }
  if (!response.ok) return fail(problem('HTTP_STATUS', where, { status: response.status, statusText: response.statusText }));
  let text: string | undefined;
  try {
    text = await readCapped(response, MAX_BODY_BYTES);
  } catch (error) {
    if (signal.aborted) return fail(problem('FETCH_TIMEOUT', where, { seconds: timeoutMs / 1000 }));
    return fail(problem('FETCH_FAILED', where, { reason: (error as Error).message }));
  }
  if (text === undefined) return fail(problem('BODY_TOO_LARGE', where, { megabytes: MAX_BODY_BYTES / 1024 / 1024 }));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(problem('NOT_JSON', where));
  }
  const data = isPlainObject(body) && isPlainObject(body.data) ? body.data.data : undefined;
  if (!isPlainObject(data)) return fail(problem('NO_STATION_CONFIG', where, { id }));
  return { ok: true, raw: data };
}

function withBasicAuth(url: string): { target: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (parsed.username || parsed.password) {
    const user = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    parsed.username = parsed.password = '';
  }
  return { target: parsed.href, headers };
}

/** The body as text, or undefined once it passes `limit` bytes (the rest is not read). */
async function readCapped(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
