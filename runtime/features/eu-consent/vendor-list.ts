import { GVL } from '@iabtechlabtcf/core';
import type { Logger } from '../../lib/logger';

/** How long the vendor list, and then a language file, may take (spec §8: the library's timeouts). */
export const VENDOR_LIST_TIMEOUT_MS = 5000;

/** The player's languages as the IAB's consent languages (Portuguese: the EU's, PT-PT). */
const CONSENT_LANGUAGE: Record<string, string> = { pt: 'PT-PT' };

/** The vendor list in the language its texts are in. */
export interface LoadedVendorList {
  gvl: GVL;
  /** Upper-case, as the TC string records it: the listener's language, the station's, or EN. */
  language: string;
}

/** `promise`, or a rejection after `ms`; a late rejection of the slow one is then nobody's: dropped here. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  promise.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The first of `wanted` the IAB translates (player language codes or IAB codes), upper-case; EN when none. */
export function consentLanguageOf(wanted: readonly (string | undefined)[]): string {
  for (const tag of wanted) {
    const code = tag && (CONSENT_LANGUAGE[tag.toLowerCase()] ?? tag.toUpperCase());
    if (code && GVL.consentLanguages.has(code)) return code;
  }
  return 'EN';
}

/**
 * The station's copy of the vendor list (`{baseUrl}vendor-list.json`, spec §7 "Privacy library"),
 * narrowed to the station's vendors, its purposes' texts in `language` (`purposes-xx.json`). A
 * language file that is missing or slow is logged ("unable to load language") and the texts stay
 * English. Null when the list itself cannot be had (logged): the dialog then cannot ask, and
 * nothing that needs consent starts.
 */
export async function loadVendorList(baseUrl: string, vendorIds: readonly number[], language: string, log: Logger): Promise<LoadedVendorList | null> {
  let gvl: GVL;
  try {
    GVL.baseUrl = baseUrl;
    gvl = new GVL();
    await within(gvl.readyPromise, VENDOR_LIST_TIMEOUT_MS, 'The vendor list');
    gvl.narrowVendorsTo([...vendorIds]);
  } catch (error) {
    log.error(`Unable to load the vendor list from ${baseUrl}: the consent dialog cannot ask, nothing that needs consent starts`, error);
    return null;
  }
  if (language === 'EN') return { gvl, language };
  try {
    await within(gvl.changeLanguage(language), VENDOR_LIST_TIMEOUT_MS, `The ${language} purposes file`);
    return { gvl, language };
  } catch (error) {
    log.warn(`unable to load language ${language}: the consent dialog shows the vendor list in English`, error);
    // Back to English (cached with the list): the library keeps the failed language otherwise, and
    // asks for its file again each time the list is cloned (TCString.encode clones it).
    await gvl.changeLanguage('EN').catch(() => undefined);
    return { gvl, language: 'EN' };
  }
}
