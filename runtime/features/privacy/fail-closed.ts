import type { PrivacyStrings } from '../../stores/privacy';

/**
 * The strings a privacy-enabled station's requests carry while the mode is UNRESOLVED (the geo
 * lookup is pending, failed or timed out): "notice given, opted out" — '1YYY' and the `usnat`
 * section with every opt-out set. Nobody downstream may sell or share on them, yet the stream
 * still plays. A constant, checked by `test/runtime/privacy/strings.test.ts` to equal
 * `encodeGpp(['usnat'], { optOut: true })`, so it is right from the first instant.
 */
export const FAIL_CLOSED_STRINGS: PrivacyStrings = {
  usPrivacy: '1YYY',
  gpp: 'DBABLA~CVQVAAAAAACA',
};
