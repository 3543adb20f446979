import { GppModel, Sections } from '@iabgpp/cmpapi';
import type { HostGpp } from './public/host-consent';
import { hostStringProblem, OPTED_OUT_GPP } from './fail-closed';

/** The opt-out fields of the US sections (1 = opted out, 2 = did not opt out, 0 = not applicable). */
const US_OPT_OUTS = ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'];

/**
 * Whether one applicable section of the string opts the listener out. `getSection` decodes the
 * whole section, so an undecodable one throws here (and the answer fails closed).
 */
function sectionOptsOut(model: GppModel, section: string): boolean {
  const fields = model.getSection(section) as Record<string, unknown> | null;
  if (section === 'uspv1') return fields?.OptOutSale === 'Y';
  return section.startsWith('us') && US_OPT_OUTS.some((field) => fields?.[field] === 1);
}

const isSectionList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/**
 * The host's GPP answer read with the IAB's own library: the string as the host gave it, its
 * applicable section ids (GPP uses -1 and 0 for "none"), and whether any applicable US section
 * (or the USP v1 section) opts out. Never throws: a string that is not URL-safe or longer than
 * MAX_HOST_STRING, applicable sections that are not a list of ids, an id the library does not
 * know, an applicable section missing from the string, or a string that does not decode fail
 * closed — opted out, no string sent on — with `malformed` saying why.
 */
export function readGppString(gppString: unknown, applicableSections: unknown): HostGpp {
  const problem = hostStringProblem(gppString);
  if (problem) return OPTED_OUT_GPP(`the GPP string is ${problem}`);
  if (!isSectionList(applicableSections)) return OPTED_OUT_GPP('applicableSections is not a list of section ids');
  const sectionIds = applicableSections.filter((id) => id > 0);
  try {
    const model = new GppModel(gppString as string);
    if (gppString) model.getSectionIds(); // decodes the header: a string that is not GPP throws
    let usOptedOut = false;
    for (const id of sectionIds) {
      const name = Sections.SECTION_ID_NAME_MAP.get(id);
      if (!name) return OPTED_OUT_GPP(`applicable section ${id} is not a GPP section`);
      if (!model.hasSection(name)) return OPTED_OUT_GPP(`applicable section ${name} is not in the string`);
      usOptedOut = sectionOptsOut(model, name) || usOptedOut;
    }
    return { gppString: gppString as string, sectionIds, usOptedOut };
  } catch {
    return OPTED_OUT_GPP('the GPP string cannot be decoded');
  }
}
