import { Json } from '@iabtechlabtcf/core';
import type { Logger } from '../../lib/logger';

/** What the station's consent record receives for each choice. */
export interface ConsentRecord {
  tcString: string;
  /** `accept-all`, `reject-all` or `settings` (a choice made purpose by purpose). */
  action: 'accept-all' | 'reject-all' | 'settings';
  /** ISO 8601. */
  at: string;
  station: number;
  cmpId: number;
  cmpVersion: number;
  vendorListVersion: number;
  language: string;
}

/**
 * POSTs the record as JSON to the station's endpoint with the listener's cookies and a timeout,
 * through the IAB library's own `Json.post` (spec §7 "Privacy library": POST JSON with a
 * credentials option and a timeout). Never throws and nothing waits on it: a timeout, an HTTP
 * status outside 200–299 or a network failure is logged, and the choice holds regardless.
 */
export function postConsentRecord(url: string, record: ConsentRecord, timeoutMs: number, log: Logger): Promise<boolean> {
  return Json.post(url, record, true, timeoutMs).then(
    () => true,
    (error: unknown) => {
      log.warn(`The consent record could not be sent to ${url}: ${(error as Error | null)?.message ?? String(error)}`);
      return false;
    },
  );
}
