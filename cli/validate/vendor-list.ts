import type { JsonPath } from '../errors/json-path';
import { problem, warning, type Problem, type Warning } from '../errors/problem';
import type { StationFile } from '../../contract/station-file/station-file';

/** How long validate waits for the station's vendor list. */
export const VENDOR_LIST_TIMEOUT_MS = 5000;

/**
 * Every IAB vendor id the station file names (docs/privacy.md "Vendor ids"), with its path: the
 * integrations' `vendorId`s and the more ids the dialog asks for (`privacy.vendorList.vendorIds`).
 */
export function vendorIdsOf(station: StationFile): { path: JsonPath; id: number }[] {
  const named: [JsonPath, number | undefined][] = [
    ...(['google', 'piwik', 'quantcast', 'nielsen'] as const).map((name): [JsonPath, number | undefined] => [['tracking', name, 'vendorId'], station.tracking[name].vendorId]),
    ...(['wopd', 'a2x'] as const).map((name): [JsonPath, number | undefined] => [['targeting', name, 'vendorId'], station.targeting[name].vendorId]),
    [['services', 'cookieSync', 'vendorId'], station.services.cookieSync?.vendorId],
    [['ads', 'gateway', 'vendorId'], station.ads?.gateway?.vendorId],
    ...(station.privacy.vendorList?.vendorIds ?? []).map((id, index): [JsonPath, number] => [['privacy', 'vendorList', 'vendorIds', index], id]),
  ];
  return named.filter((entry): entry is [JsonPath, number] => entry[1] !== undefined).map(([path, id]) => ({ path, id }));
}

/** Where the IAB library (`GVL`) reads the list: `{baseUrl}vendor-list.json`, the base with its trailing slash. */
export const vendorListUrl = (baseUrl: string): string => `${baseUrl.replace(/\/*$/, '/')}vendor-list.json`;

/**
 * Issue 33: a vendor id that the station's own vendor list (`privacy.vendorList.baseUrl`) does not
 * hold is an error — no TC string can consent to it. A network check (`validate`, not `--offline`):
 * a list that cannot be fetched or read is a warning naming its URL, and nothing is checked.
 */
export async function vendorListFindings(
  file: string,
  station: StationFile,
  fetchImpl: typeof fetch = fetch,
): Promise<{ problems: Problem[]; warnings: Warning[] }> {
  const list = station.privacy.vendorList;
  const ids = vendorIdsOf(station);
  if (!list || ids.length === 0) return { problems: [], warnings: [] };
  const url = vendorListUrl(list.baseUrl);
  const unreadable = (why: string) => ({ problems: [], warnings: [warning('VENDOR_LIST_UNREADABLE', { file, path: ['privacy', 'vendorList', 'baseUrl'] }, { url, why })] });
  let vendors: unknown;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(VENDOR_LIST_TIMEOUT_MS) });
    if (!response.ok) return unreadable(`HTTP ${response.status}`);
    vendors = ((await response.json()) as { vendors?: unknown } | null)?.vendors;
  } catch (error) {
    return unreadable(error instanceof SyntaxError ? 'not JSON' : (error as Error).name === 'TimeoutError' ? `no answer in ${VENDOR_LIST_TIMEOUT_MS / 1000} s` : 'network error');
  }
  if (!vendors || typeof vendors !== 'object') return unreadable('no "vendors" in it');
  const known = vendors as Record<string, unknown>;
  return {
    problems: ids
      .filter(({ id }) => !Object.hasOwn(known, String(id)))
      .map(({ path, id }) => problem('UNKNOWN_VENDOR_ID', { file, path }, { id, url, asked: path[0] === 'privacy' })),
    warnings: [],
  };
}
