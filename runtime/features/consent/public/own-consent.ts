// The seam for the player's own consent dialog (issue 33 item 2): when it is due, and how its
// answer reaches the consent gate — the same way a host page's CMP answer does.
import { $hostConsent, type HostConsent } from './host-consent-store';

/**
 * The GDPR applies to this listener (the geo lookup placed them in the EEA, the UK or Switzerland,
 * or could not place them) and nobody has asked: no host TCF CMP, no answer from the player's own
 * dialog yet. The gate then holds the presumed answer "GDPR applies, no consent" (nothing that
 * needs consent starts, the stream carries `gdpr=1` without a consent string): the dialog's cue.
 */
export const gdprPresumed = (host: HostConsent = $hostConsent.get()): boolean => host.tcfFrom === 'presumed';

/**
 * Whether the player's own dialog is the listener's way to consent here: presumed as above, or
 * answered by the dialog already (its way back to the choice). False where a host TCF CMP answers
 * (its answer rules: the dialog never shows) and where the GDPR does not apply.
 */
export const ownConsentApplies = (host: HostConsent = $hostConsent.get()): boolean => host.tcfFrom === 'presumed' || host.tcfFrom === 'own';

/**
 * The player's own consent dialog's answer: a TC string the IAB library encoded from the
 * listener's choice. It is decoded with the IAB library (`TCString.decode`, tcf-decode.ts) and
 * given to the consent gate exactly as a host CMP's TCF answer is (consent-answers.ts
 * `giveAnswer`): it replaces the presumed "no consent" (or the dialog's earlier answer), the
 * integrations it allows start, every request carries `gdpr=1&gdpr_consent=<it>`, and a
 * withdrawal of something already started reloads the player, once. A host TCF CMP's answer
 * rules over it. Resolves true once it is in force; false where a host TCF CMP rules, or where
 * the string cannot be read (then it fails closed: nothing allowed, no string sent).
 */
export async function setOwnConsent(tcString: string): Promise<boolean> {
  const [{ readTcString }, { giveAnswer }] = await Promise.all([import('../tcf-decode'), import('../consent-answers')]);
  if ($hostConsent.get().tcfFrom === 'host') return false;
  const tcf = readTcString(tcString);
  giveAnswer('own', { tcf, tcfFrom: 'own' });
  return !tcf.malformed;
}
