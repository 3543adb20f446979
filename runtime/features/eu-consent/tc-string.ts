import { TCModel, TCString, type GVL } from '@iabtechlabtcf/core';
import type { ConsentChoice } from './choice';

export interface CmpIdentity {
  cmpId: number;
  cmpVersion: number;
}

/**
 * The listener's choice as a TC string, encoded by the IAB library (`TCModel`, `TCString.encode`):
 * a service-specific string (the player's own, not a global one) for the station's vendors, all of
 * them disclosed. `screen` is the layer the choice was made on (1 first, 2 settings). The library
 * records the list's language (`gvl.language`) as the consent language: the one the texts were in.
 */
export function encodeChoice(gvl: GVL, cmp: CmpIdentity, choice: ConsentChoice, screen: 1 | 2, disclosed: readonly number[]): string {
  const model = new TCModel(gvl);
  model.cmpId = cmp.cmpId;
  model.cmpVersion = cmp.cmpVersion;
  model.consentScreen = screen;
  model.isServiceSpecific = true;
  model.purposeConsents.set(choice.purposes);
  model.purposeLegitimateInterests.set(choice.liPurposes);
  model.specialFeatureOptins.set(choice.specialFeatures);
  model.vendorConsents.set(choice.vendors);
  model.vendorLegitimateInterests.set(choice.liVendors);
  model.vendorsDisclosed.set([...disclosed]);
  return TCString.encode(model);
}

/** A stored TC string read back into a choice (for the second layer), or null if it does not decode. */
export function choiceOf(tcString: string): ConsentChoice | null {
  try {
    const model = TCString.decode(tcString);
    const ids = (vector: { forEach(fn: (value: boolean, id: number) => void): void }): number[] => {
      const out: number[] = [];
      vector.forEach((value, id) => value && out.push(id));
      return out;
    };
    return {
      purposes: ids(model.purposeConsents),
      liPurposes: ids(model.purposeLegitimateInterests),
      specialFeatures: ids(model.specialFeatureOptins),
      vendors: ids(model.vendorConsents),
      liVendors: ids(model.vendorLegitimateInterests),
    };
  } catch {
    return null;
  }
}
