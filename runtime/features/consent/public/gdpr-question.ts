import { $hostConsent } from './host-consent-store';

/**
 * Where no host TCF CMP was found, the consent gate waits for the answer to "does the GDPR apply
 * to this listener?" (the `geo` source). The consent feature cannot place a listener; the feature
 * that can (privacy, with the station's geo service) hands in how to find out: `decide` resolves
 * whether the GDPR applies (undefined: no answer). It runs once, the first
 * time something that needs consent asks (`need`, host-consent.ts): nothing is fetched for it
 * before then. Its answer takes the path every consent answer takes (../gdpr-answer.ts).
 */
export function whenGdprAsked(decide: () => Promise<boolean | undefined>): void {
  const host = $hostConsent.get();
  if (!host.pending?.includes('geo')) return;
  let asked = false;
  const need = (): void => {
    if (asked) return;
    asked = true;
    // A player torn down meanwhile (a new one asks anew) gives no answer.
    const stillAsked = (applies: boolean | undefined) => ($hostConsent.get().need === need ? applies : undefined);
    // Without this chunk the status stays `asking`: nothing that needs consent starts.
    import('../gdpr-answer').then(({ answerGdpr }) => answerGdpr(() => decide().catch(() => true).then(stillAsked)), () => {});
  };
  $hostConsent.set({ ...host, need });
}
