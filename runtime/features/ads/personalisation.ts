import { UsPrivacyMode } from '../privacy/public/mode';
import type { PrivacyStrings } from '../../stores/privacy';

/**
 * Whether the ad request must be non-personalised, as the privacy strings say: the US privacy
 * string's opt-out-of-sale flag ('1YYY'), an opted-out mode, or — for a station with privacy on —
 * a mode that is not resolved (fail closed, like the strings themselves; docs/privacy.md).
 */
export function mustNotPersonalise(strings: PrivacyStrings, mode: UsPrivacyMode, privacyEnabled: boolean): boolean {
  if (strings.usPrivacy.charAt(2).toUpperCase() === 'Y') return true;
  if (mode === UsPrivacyMode.APPLICABLE_OPTED_OUT) return true;
  return privacyEnabled && mode === UsPrivacyMode.UNRESOLVED;
}
