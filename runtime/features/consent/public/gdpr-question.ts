import { $hostConsent } from './host-consent-store';

/**
 * Where no host TCF CMP was found, the consent gate waits for the answer to "does the GDPR apply
 * to this listener?" (the `geo` source). The consent feature cannot place a listener; the feature
 * that can (privacy, with the station's geo service) hands in `ask`, which finds out and answers
 * through `answerGdpr` (./gdpr-answer.ts, the path every consent answer takes). It runs once, the
 * first time something that needs consent asks (`need`, host-consent.ts): nothing is fetched for
 * it before then. `stillAsked` turns false once a new player on the page asks anew.
 */
export function whenGdprAsked(ask: (stillAsked: () => boolean) => void): void {
  const host = $hostConsent.get();
  if (!host.pending?.includes('geo')) return;
  let asked = false;
  const need = (): void => {
    if (asked) return;
    asked = true;
    ask(() => $hostConsent.get().need === need);
  };
  $hostConsent.set({ ...host, need });
}
