import { log } from '../../../lib/logger';
import { $hostConsent, consentInUse, type HostConsent, type HostTcf } from './host-consent';
import { NO_TCF_CONSENT } from '../fail-closed';
import { mergedPrivacyParams } from '../host-signals';
import { reloadGuard } from '../reload-guard';
import { readTcString } from '../tcf-decode';
import { hostAllows } from '../tcf-rules';

/**
 * The player's own CMP answering the consent gate exactly as a host page's CMP does
 * (consent/ask-host.ts): its TC string, decoded by the IAB library, is `$hostConsent.tcf`, so the
 * gate's rules (tcf-rules.ts) and the requests' parameters (host-signals.ts: `gdpr=1&gdpr_consent=…`)
 * are the host CMP's own. The seam the dialog talks to: `shouldAsk` is decided by the body.
 */
export interface OwnAnswer {
  /** GDPR applies and no choice is known (yet): nothing consented, `gdpr=1` without a string. */
  noChoice(): void;
  /** The listener's choice, as the TC string the dialog encoded. */
  onChoice(tcString: string): void;
  /** The GDPR does not apply: the player's own (US) rules decide, as with no CMP at all. */
  notApplies(): void;
}

/** The parts of an answer that decide anything, as text: what the reload guard compares. */
const answerText = (tcf: HostTcf): string => JSON.stringify([tcf.tcString, tcf.malformed]);

/**
 * The answer's `allows` and `params` read `$hostConsent` when called, as ask-host.ts's do. A new
 * choice that refuses something already started on an earlier one (`consentInUse`: a tracker, the
 * stored device id) reloads the player, once per choice (reload-guard.ts); a refusal of what has
 * not started reloads nothing.
 */
export function ownAnswer(self: Window, reload: () => void = () => self.location.reload()): OwnAnswer {
  const guard = reloadGuard(() => self.sessionStorage, reload);
  const answer = (tcf: HostTcf): void => {
    const after: HostConsent = {
      status: 'answered',
      tcf,
      allows: (purpose, vendorId) => hostAllows($hostConsent.get(), purpose, vendorId),
      params: (own) => mergedPrivacyParams(own, $hostConsent.get()),
    };
    $hostConsent.set(after);
    const text = answerText(tcf);
    guard.seen(text);
    if (consentInUse.some(({ purpose, vendorId }) => !hostAllows(after, purpose, vendorId)) && guard.reload(text)) {
      log.info('The listener withdrew consent for something already started: the player restarts without it');
    }
  };
  return {
    noChoice: () => answer(NO_TCF_CONSENT()),
    onChoice: (tcString) => {
      const decoded = readTcString(tcString);
      if (decoded.malformed) log.warn(`The consent dialog\u2019s TC string cannot be used (${decoded.malformed}): no consent`);
      answer(decoded);
    },
    notApplies: () => $hostConsent.set({ status: 'none' }),
  };
}
