// Real TC strings for the tests, made with the IAB's own encoder (@iabtechlabtcf/core).
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

/** A vendor list with the vendors the tests name (the encoder needs one; nothing is fetched). */
function vendorList(vendorIds: readonly number[]) {
  const vendors: Record<string, unknown> = {};
  for (const id of vendorIds) {
    // Vendor 2 measures on legitimate interest (the encoder keeps vendor LI only where declared).
    const legitimate = id === 2;
    vendors[id] = { id, name: `Vendor ${id}`, purposes: legitimate ? [1] : [1, 2, 3, 4, 7, 8, 9], legIntPurposes: legitimate ? [7, 8, 9] : [], flexiblePurposes: [], specialPurposes: [], features: [], specialFeatures: [], policyUrl: 'https://vendor.example/privacy' };
  }
  const purposes: Record<string, unknown> = {};
  for (let id = 1; id <= 11; id++) purposes[id] = { id, name: `Purpose ${id}`, description: '', illustrations: [] };
  return {
    gvlSpecificationVersion: 3,
    vendorListVersion: 1,
    tcfPolicyVersion: 5,
    lastUpdated: '2026-01-01T00:00:00Z',
    purposes,
    specialPurposes: {},
    features: {},
    specialFeatures: {},
    stacks: {},
    dataCategories: {},
    vendors,
  };
}

export interface TcChoice {
  purposes?: readonly number[];
  legitimateInterests?: readonly number[];
  vendors?: readonly number[];
  vendorLegitimateInterests?: readonly number[];
}

/** A TC string in which the listener consented to exactly these purposes and vendors. */
export function tcString(choice: TcChoice, knownVendors: readonly number[] = [1, 2, 3, 755]): string {
  const model = new TCModel(new GVL(vendorList(knownVendors) as never));
  model.cmpId = 10;
  model.cmpVersion = 1;
  model.purposeConsents.set([...(choice.purposes ?? [])]);
  model.purposeLegitimateInterests.set([...(choice.legitimateInterests ?? [])]);
  model.vendorConsents.set([...(choice.vendors ?? [])]);
  model.vendorLegitimateInterests.set([...(choice.vendorLegitimateInterests ?? [])]);
  return TCString.encode(model);
}
