/** US privacy modes (spec §4 "US privacy mode"). */
export const UsPrivacyMode = {
  UNRESOLVED: 'UNRESOLVED',
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  APPLICABLE_NOT_OPTED_OUT: 'APPLICABLE_NOT_OPTED_OUT',
  APPLICABLE_OPTED_OUT: 'APPLICABLE_OPTED_OUT',
} as const;
export type UsPrivacyMode = (typeof UsPrivacyMode)[keyof typeof UsPrivacyMode];
