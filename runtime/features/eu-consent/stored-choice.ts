import { safeStorage } from '../../lib/safe-storage';

/** The player's own storage key for the listener's TCF choice (not a cookie: nothing leaves the device with it). */
export const EU_CONSENT_KEY = 're-eu-consent';

/** TCF policy: ask again at the latest after 13 months; the player asks after 390 days. */
export const EU_CONSENT_MAX_AGE_MS = 390 * 86_400_000;

interface Stored {
  tcString: string;
  /** When the choice was made (ms since the epoch). */
  at: number;
  /** The vendors it was asked for: a station that names a new one asks again. */
  vendors: number[];
}

export interface ChoiceStore {
  /** The stored TC string, if it is younger than the maximum age and covers these vendors. */
  read(vendors: readonly number[], now: number): string | null;
  /** Keeps the choice: on the device, else for the session, else in memory for this page. */
  write(tcString: string, vendors: readonly number[], now: number): 'device' | 'session' | 'page';
}

function parse(text: string | null): Stored | null {
  try {
    const stored = text ? (JSON.parse(text) as Partial<Stored>) : null;
    if (typeof stored?.tcString === 'string' && typeof stored.at === 'number' && Array.isArray(stored.vendors)) return stored as Stored;
  } catch {
    // Not ours, or damaged: as if nothing were stored.
  }
  return null;
}

/**
 * The listener's choice kept on the device (localStorage); where storage is denied (a sandboxed
 * frame, blocked third-party storage) for the session (sessionStorage), and where that is denied
 * too, for the page only: the listener is asked again on the next visit, never tracked meanwhile.
 */
export function choiceStore(local: () => Storage | null | undefined, session: () => Storage | null | undefined): ChoiceStore {
  const stores = [safeStorage(local), safeStorage(session)];
  let inPage: Stored | null = null;
  return {
    read(vendors, now) {
      const stored = parse(stores[0]!.get(EU_CONSENT_KEY)) ?? parse(stores[1]!.get(EU_CONSENT_KEY)) ?? inPage;
      if (!stored || now - stored.at > EU_CONSENT_MAX_AGE_MS || now < stored.at) return null;
      return vendors.every((id) => stored.vendors.includes(id)) ? stored.tcString : null;
    },
    write(tcString, vendors, now) {
      inPage = { tcString, at: now, vendors: [...vendors] };
      const text = JSON.stringify(inPage);
      if (stores[0]!.set(EU_CONSENT_KEY, text)) return 'device';
      return stores[1]!.set(EU_CONSENT_KEY, text) ? 'session' : 'page';
    },
  };
}
