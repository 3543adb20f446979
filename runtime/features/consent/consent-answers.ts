// The one path every consent answer takes into the gate: the host page's CMPs (ask-host.ts), the
// GDPR presumption where nobody asked (decide-gdpr.ts) and the player's own consent dialog
// (public/own-consent.ts). Lazy: only the chunks that answer import it.
import { log } from '../../lib/logger';
import { $hostConsent, consentInUse, type AnswerSource, type HostConsent, type TcfSource } from './public/host-consent';
import { mergedPrivacyParams } from './host-signals';
import { hostAllows } from './tcf-rules';
import { NO_TCF_CONSENT, OPTED_OUT_GPP } from './fail-closed';
import { reloadGuard, type ReloadGuard } from './reload-guard';

/**
 * What the answers stand for while a source has not answered: no consent (a TCF CMP, or the geo
 * lookup that may yet say the GDPR applies: unknown counts as "applies") and opted out (GPP, USP).
 * The stream may go out at the deadline with these; nothing else uses them, since nothing that
 * needs consent starts before the answer (`hostAllowsNow`).
 */
function withUnanswered(host: HostConsent): HostConsent {
  const unanswered = new Set(host.pending);
  return {
    ...host,
    tcf: host.tcf ?? (unanswered.has('tcf') || unanswered.has('geo') ? NO_TCF_CONSENT() : undefined),
    gpp: host.gpp ?? (unanswered.has('gpp') ? OPTED_OUT_GPP() : undefined),
    usp: host.usp ?? (unanswered.has('usp') ? '1YYY' : undefined),
  };
}

/** The parts of an answer that decide anything, as text: what the reload guard compares. */
const answerText = ({ tcf, gpp, usp, uspMalformed }: HostConsent): string =>
  JSON.stringify([tcf?.gdprApplies, tcf?.tcString, tcf?.malformed, gpp?.gppString, gpp?.sectionIds, gpp?.malformed, usp, uspMalformed]);

const STRENGTH: Record<TcfSource, number> = { presumed: 0, own: 1, host: 2 };

/**
 * Waits for `sources` too (added to those already waited for): the status is `asking` until each
 * has answered. Installs the rules that read the answers (tcf-rules.ts, host-signals.ts), so the
 * first load carries none of them.
 */
export function expectAnswers(sources: readonly AnswerSource[]): void {
  const host = $hostConsent.get();
  const pending = [...new Set([...(host.pending ?? []), ...sources])];
  $hostConsent.set({
    ...host,
    pending,
    status: pending.length ? 'asking' : host.status,
    allows: (purpose, vendorId) => hostAllows($hostConsent.get(), purpose, vendorId),
    params: (own) => mergedPrivacyParams(own, withUnanswered($hostConsent.get())),
  });
}

let pageGuard: ReloadGuard | undefined;
/** The page's own: the frame's sessionStorage and `location.reload()`. */
const defaultGuard = (): ReloadGuard => (pageGuard ??= reloadGuard(() => sessionStorage, () => location.reload()));

/**
 * One source's answer. A TCF answer (`patch.tcf`, with `tcfFrom`) replaces the one in force only
 * when its source is as strong or stronger (host over own over presumed): the player's own dialog
 * never overrides a host CMP, and the presumption never overrides an answer. Once nothing is
 * waited for, the status is `answered`; an answer that refuses something the player already
 * started on an earlier answer's word (`consentInUse`) reloads the player, once per answer.
 */
export function giveAnswer(source: AnswerSource, patch: Partial<HostConsent>, guard: ReloadGuard = defaultGuard()): void {
  const before = $hostConsent.get();
  if (!before.allows) expectAnswers([]);
  const current = $hostConsent.get();
  const { tcf, tcfFrom, ...rest } = patch;
  const takesTcf = tcf !== undefined && STRENGTH[tcfFrom ?? 'host'] >= STRENGTH[current.tcfFrom ?? 'presumed'];
  const pending = (current.pending ?? []).filter((waiting) => waiting !== source);
  const after: HostConsent = {
    ...current,
    ...rest,
    ...(takesTcf && { tcf, tcfFrom: tcfFrom ?? 'host' }),
    pending,
    status: pending.length ? 'asking' : 'answered',
  };
  $hostConsent.set(after);
  if (after.status !== 'answered') return;
  const text = answerText(after);
  guard.seen(text);
  if (consentInUse.some(({ purpose, vendorId }) => !hostAllows(after, purpose, vendorId)) && guard.reload(text)) {
    log.info('Consent was withdrawn for something already started: the player restarts without it');
  }
}
