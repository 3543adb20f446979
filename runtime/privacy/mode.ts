/** US privacy modes (spec §4 "US privacy mode"). */
export const UsPrivacyMode = {
  UNRESOLVED: 'UNRESOLVED',
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  APPLICABLE_NOT_OPTED_OUT: 'APPLICABLE_NOT_OPTED_OUT',
  APPLICABLE_OPTED_OUT: 'APPLICABLE_OPTED_OUT',
} as const;
export type UsPrivacyMode = (typeof UsPrivacyMode)[keyof typeof UsPrivacyMode];

/** The IAB US privacy string of each mode, exactly as spec §4. */
export const US_PRIVACY_STRINGS: Record<UsPrivacyMode, string> = {
  UNRESOLVED: '',
  NOT_APPLICABLE: '1---',
  APPLICABLE_NOT_OPTED_OUT: '1YNY',
  APPLICABLE_OPTED_OUT: '1YYY',
};

export function usPrivacyString(mode: UsPrivacyMode): string {
  return US_PRIVACY_STRINGS[mode];
}
