import { expectAnswers, giveAnswer } from '../consent-answers';
import { NO_TCF_CONSENT } from '../fail-closed';

/**
 * The GDPR decision as the consent gate's `geo` answer (docs/privacy.md "Listeners where the GDPR
 * applies"): waited for from now on (a stream that goes out before it carries `gdpr=1`), then,
 * where `decide` says the GDPR applies, "GDPR applies, no consent" presumed — nothing that needs
 * consent starts until a consent answer replaces it (a host CMP's, the player's own dialog's).
 * Elsewhere no TCF answer: the player's own rules decide. No answer where `decide` resolves
 * undefined, or where `stillAsked` says the question is no longer this player's (a new player
 * started on the page). Imported by the chunk that places the listener (privacy/gdpr-geo.ts).
 */
export async function answerGdpr(decide: () => Promise<boolean | undefined>, stillAsked: () => boolean = () => true): Promise<void> {
  expectAnswers(['geo']);
  const applies = await decide().catch(() => true);
  if (applies === undefined || !stillAsked()) return;
  giveAnswer('geo', applies ? { tcf: NO_TCF_CONSENT(), tcfFrom: 'presumed' } : {});
}
