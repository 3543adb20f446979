import type { StationFile } from '../../contract/station-file/station-file';
import { GEO_FAILS, OUTSIDE_US, OWN_SERVICE } from './privacy-simulation';

/**
 * What the frames should show for a situation, in a sentence (spec §4), so that "nothing shows"
 * reads as the answer it is rather than as a broken preview.
 */
export function situationOutcome(station: StationFile, situation: string, gpc: boolean): string {
  if (situation === OWN_SERVICE) return "Whatever the station's geo service says of this machine's address.";
  if (situation === OUTSIDE_US) return 'Privacy notices are for US listeners only: no notice.';
  if (situation === GEO_FAILS) {
    return 'The lookup fails: no notice, and the player fails closed (its requests carry the opted-out privacy strings; nothing that waits for privacy loads).';
  }
  const state = situation.toUpperCase();
  if (!station.privacy.regions.some((r) => r.toUpperCase() === state)) return `${state} is not in privacy.regions: no notice.`;
  if (gpc) return `GPC opts the ${state} listener out without a click: no Privacy Notice, only the inline "Your Privacy Choices", which says so.`;
  return `A listener in ${state} gets the Privacy Notice first; once it is answered, the inline "Your Privacy Choices".`;
}
