/**
 * The US sections of the IAB GPP string we write: id, version and the core segment's field
 * layout, taken from the IAB's section specifications (as `@iabgpp/cmpapi` 3.2 implements them;
 * `test/runtime/privacy/gpp-encode.test.ts` checks every one against that library).
 *
 * A layout has one letter per 2-bit field value, after the 6-bit version:
 * - `n` a notice we give (the privacy notice link, the opt-out button): 1 = yes;
 * - `o` an opt-out (sale, sharing, targeted advertising): 1 = opted out, 2 = did not opt out;
 * - `m` MspaCoveredTransaction: 2 = no (the station is not an MSPA signatory);
 * - `0` not applicable: sensitive-data notices/consents, known-child consents, additional or
 *   personal data consents, and the MSPA modes (which only apply to covered transactions).
 * List fields (sensitive data processing, known-child consents) take one letter per element.
 */

/** `0` repeated: a list field of not-applicable values. */
const na = (count: number): string => '0'.repeat(count);

export interface GppSectionLayout {
  id: number;
  version: number;
  layout: string;
  /** Whether the section has the optional GPC sub-section (type 1, one bit). */
  gpc: boolean;
}

// Field order per section, most common shape: notices, opt-outs, sensitive data processing list,
// known-child consents, [additional data processing consent], MSPA covered, opt-out mode, SP mode.
// The 2024+ sections (usmd, usin, usky, usri) start with the MSPA fields instead.
export const GPP_SECTIONS = {
  // SharingNotice SaleOptOutNotice SharingOptOutNotice TargetedAdvertisingOptOutNotice
  // SensitiveDataProcessingOptOutNotice SensitiveDataLimitUseNotice, Sale/Sharing/TA opt-outs,
  // 16 sensitive, 3 known-child, PersonalDataConsents, MSPA ×3.
  usnat: { id: 7, version: 2, gpc: true, layout: 'nnnn00ooo' + na(16) + na(3) + '0' + 'm00' },
  // SaleOptOutNotice SharingOptOutNotice SensitiveDataLimitUseNotice, Sale/Sharing opt-outs.
  usca: { id: 8, version: 1, gpc: true, layout: 'nn0oo' + na(9) + na(2) + '0' + 'm00' },
  usva: { id: 9, version: 1, gpc: false, layout: 'nnnoo' + na(8) + na(1) + 'm00' },
  usco: { id: 10, version: 1, gpc: true, layout: 'nnnoo' + na(7) + na(1) + 'm00' },
  // usut has a SensitiveDataProcessingOptOutNotice after the three notices.
  usut: { id: 11, version: 1, gpc: false, layout: 'nnn0oo' + na(8) + na(1) + 'm00' },
  usct: { id: 12, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(3) + 'm00' },
  usmt: { id: 14, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(3) + '0' + 'm00' },
  usor: { id: 15, version: 1, gpc: true, layout: 'nnnoo' + na(11) + na(3) + '0' + 'm00' },
  ustx: { id: 16, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(1) + '0' + 'm00' },
  usde: { id: 17, version: 1, gpc: true, layout: 'nnnoo' + na(9) + na(5) + '0' + 'm00' },
  // usia has a SensitiveDataOptOutNotice after the three notices.
  usia: { id: 18, version: 1, gpc: true, layout: 'nnn0oo' + na(8) + na(1) + 'm00' },
  usne: { id: 19, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(1) + '0' + 'm00' },
  usnh: { id: 20, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(3) + '0' + 'm00' },
  usnj: { id: 21, version: 1, gpc: true, layout: 'nnnoo' + na(10) + na(5) + '0' + 'm00' },
  ustn: { id: 22, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(1) + '0' + 'm00' },
  usmn: { id: 23, version: 1, gpc: true, layout: 'nnnoo' + na(8) + na(1) + '0' + 'm00' },
  // MspaCoveredTransaction MspaMode, three notices, Sale/TA opt-outs, AdditionalDataProcessingConsent.
  usmd: { id: 24, version: 1, gpc: true, layout: 'm0nnnoo0' },
  // As usmd plus KnownChildSensitiveDataConsents; their sensitive-data segment is optional and left out.
  usin: { id: 25, version: 1, gpc: false, layout: 'm0nnnoo00' },
  usky: { id: 26, version: 1, gpc: false, layout: 'm0nnnoo00' },
  usri: { id: 27, version: 1, gpc: false, layout: 'm0nnnoo00' },
} satisfies Record<string, GppSectionLayout>;

export type GppSectionName = keyof typeof GPP_SECTIONS;
