import { base64url, fibonacciRangeBits, fixedBits } from './bits';
import { GPP_SECTIONS, type GppSectionLayout, type GppSectionName } from './sections';

/** What a GPP string says about the listener. */
export interface GppSignal {
  /** Opted out of sale, sharing and targeted advertising (else: notified, did not opt out). */
  optOut: boolean;
  /** The browser sends Global Privacy Control: written into every section that has a GPC field. */
  gpc: boolean;
}

const HEADER_TYPE = 3;
const HEADER_VERSION = 1;

function slotValue(slot: string, optOut: boolean): number {
  if (slot === 'n') return 1;
  if (slot === 'o') return optOut ? 1 : 2;
  if (slot === 'm') return 2;
  return 0;
}

function encodeSection(section: GppSectionLayout, { optOut, gpc }: GppSignal): string {
  let bits = fixedBits(section.version, 6);
  for (const slot of section.layout) bits += fixedBits(slotValue(slot, optOut), 2);
  // The GPC sub-section: segment type 1 (2 bits), then the GPC flag. Omitted when GPC is off.
  return section.gpc && gpc ? `${base64url(bits)}.${base64url('01' + '1')}` : base64url(bits);
}

/** A complete GPP string (header ~ sections in id order) for the given US sections. */
export function encodeGpp(sections: readonly GppSectionName[], signal: GppSignal): string {
  const layouts = [...new Set(sections)].map((name) => GPP_SECTIONS[name]).sort((a, b) => a.id - b.id);
  const header = base64url(
    fixedBits(HEADER_TYPE, 6) + fixedBits(HEADER_VERSION, 6) + fibonacciRangeBits(layouts.map((s) => s.id)),
  );
  return [header, ...layouts.map((section) => encodeSection(section, signal))].join('~');
}
