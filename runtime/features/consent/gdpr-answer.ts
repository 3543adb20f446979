import { expectAnswers, giveAnswer } from './consent-answers';
import { NO_TCF_CONSENT } from './fail-closed';

/**
 * The GDPR decision as the consent gate's `geo` answer (docs/privacy.md "Listeners where the GDPR
 * applies"): waited for from now on (a stream that goes out before it carries `gdpr=1`), then,
 * where `decide` says the GDPR applies, "GDPR applies, no consent" presumed — nothing that needs
 * consent starts until a consent answer replaces it (a host CMP's, the player's own dialog's).
 * Elsewhere no TCF answer: the player's own rules decide. `decide` resolving undefined (its
 * player was torn down) gives no answer.
 */
export async function answerGdpr(decide: () => Promise<boolean | undefined>): Promise<void> {
  expectAnswers(['geo']);
  const applies = await decide().catch(() => true);
  if (applies === undefined) return;
  giveAnswer('geo', applies ? { tcf: NO_TCF_CONSENT(), tcfFrom: 'presumed' } : {});
}
