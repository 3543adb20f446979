import { atom } from 'nanostores';
import { UsPrivacyMode } from '../privacy/mode';

/**
 * The listener's US privacy mode. Starts UNRESOLVED (spec §4); written only by privacy actions.
 * Everything that sells or shares data waits on it through `privacy/consent-gate`.
 */
export const $usPrivacyMode = atom<UsPrivacyMode>(UsPrivacyMode.UNRESOLVED);

/** The privacy strings every outgoing request carries (stream URL, cookie sync, ads). */
export interface PrivacyStrings {
  usPrivacy: string;
  gpp: string;
}
export const $privacyStrings = atom<PrivacyStrings>({ usPrivacy: '', gpp: '' });
