import { GppModel, Sections } from '@iabgpp/cmpapi';
import type { HostGpp } from './public/host-consent';

/** The opt-out fields of the US sections (1 = opted out, 2 = did not opt out, 0 = not applicable). */
const US_OPT_OUTS = ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'];

function fieldValue(model: GppModel, section: string, field: string): unknown {
  try {
    return model.getFieldValue(section, field);
  } catch {
    return undefined; // a field this section does not have
  }
}

/** Whether one applicable section of the string opts the listener out. */
function sectionOptsOut(model: GppModel, section: string): boolean {
  if (!model.hasSection(section)) return false;
  if (section === 'uspv1') return fieldValue(model, section, 'OptOutSale') === 'Y';
  return section.startsWith('us') && US_OPT_OUTS.some((field) => fieldValue(model, section, field) === 1);
}

/**
 * The host's GPP answer read with the IAB's own library: the string as the host gave it, its
 * applicable section ids (GPP uses -1 and 0 for "none"), and whether any applicable US section
 * (or the USP v1 section) opts out. An unreadable string is not used: null.
 */
export function readGppString(gppString: string, applicableSections: readonly number[]): HostGpp | null {
  const sectionIds = applicableSections.filter((id) => id > 0);
  try {
    const model = new GppModel(gppString);
    const names = sectionIds.map((id) => Sections.SECTION_ID_NAME_MAP.get(id)).filter((name): name is string => !!name);
    return { gppString, sectionIds, usOptedOut: names.some((name) => sectionOptsOut(model, name)) };
  } catch {
    return null;
  }
}
