import type { GVL } from '@iabtechlabtcf/core';

/** What the dialog asks about, from the station's vendors in the vendor list (ids ascending). */
export interface ConsentScope {
  /** Purposes some station vendor asks consent for (its purposes or flexible purposes). */
  purposes: number[];
  /** Purposes some station vendor claims a legitimate interest for: shown, and objectable. */
  liPurposes: number[];
  specialFeatures: number[];
  /** The station's vendors that are on the list. */
  vendors: number[];
  /** Those of them that claim a legitimate interest. */
  liVendors: number[];
}

/** The listener's answer: the ids they consent to, and the legitimate interests they did not object to. */
export interface ConsentChoice {
  purposes: number[];
  liPurposes: number[];
  specialFeatures: number[];
  vendors: number[];
  liVendors: number[];
}

/** TCF v2.2: purposes 1, 3, 4, 5 and 6 can never rest on a legitimate interest. */
const NEVER_LI = [1, 3, 4, 5, 6];

const sorted = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** The purposes, special features and vendors the station's vendors (a narrowed GVL) use. */
export function scopeOf(gvl: GVL): ConsentScope {
  const vendors = Object.values(gvl.vendors).filter((vendor) => !vendor.deletedDate);
  return {
    purposes: sorted(vendors.flatMap((v) => [...v.purposes, ...v.flexiblePurposes])),
    liPurposes: sorted(vendors.flatMap((v) => v.legIntPurposes).filter((id) => !NEVER_LI.includes(id))),
    specialFeatures: sorted(vendors.flatMap((v) => v.specialFeatures)),
    vendors: sorted(vendors.map((v) => v.id)),
    liVendors: sorted(vendors.filter((v) => v.legIntPurposes.length > 0).map((v) => v.id)),
  };
}

/** Accept all: every consent, every legitimate interest. */
export const acceptAll = (scope: ConsentScope): ConsentChoice => ({ ...scope });

/** Reject all: no consent, and an objection to every legitimate interest (left alone means left alone). */
export const rejectAll = (): ConsentChoice => ({ purposes: [], liPurposes: [], specialFeatures: [], vendors: [], liVendors: [] });

/**
 * Where the second layer starts: the listener's earlier choice where there is one; otherwise no
 * consent (nothing pre-ticked) and the legitimate interests on, as the law has them, until objected to.
 */
export const startingChoice = (scope: ConsentScope, earlier: ConsentChoice | null): ConsentChoice =>
  earlier ?? { ...rejectAll(), liPurposes: scope.liPurposes, liVendors: scope.liVendors };
