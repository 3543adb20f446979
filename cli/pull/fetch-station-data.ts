import { problem, type Problem } from '../errors/problem';
import { isPlainObject } from '../validate/is-plain-object';

/** `GET {base}/station?uid={id}` (spec §7 "Load station config"). */
export function stationServiceUrl(base: string, id: number): string {
  return `${base.replace(/\/+$/, '')}/station?uid=${id}`;
}

export type StationData = { ok: true; raw: Record<string, unknown> } | { ok: false; problem: Problem };

const TIMEOUT_MS = 30_000;

/**
 * Fetches one station from the existing station service and takes `data.data` (spec §3). Every
 * way this can fail is a problem naming the URL: no answer, a status outside 200–299 (spec §8:
 * those reject), a body that is not JSON, or no station in it.
 */
export async function fetchStationData(url: string, id: number, fetchImpl: typeof fetch = fetch): Promise<StationData> {
  const where = { file: url };
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    return { ok: false, problem: problem('FETCH_FAILED', where, { reason }) };
  }
  if (!response.ok) return { ok: false, problem: problem('HTTP_STATUS', where, { status: response.status, statusText: response.statusText }) };
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return { ok: false, problem: problem('NOT_JSON', where) };
  }
  const data = isPlainObject(body) && isPlainObject(body.data) ? body.data.data : undefined;
  if (!isPlainObject(data)) return { ok: false, problem: problem('NO_STATION_CONFIG', where, { id }) };
  return { ok: true, raw: data };
}
