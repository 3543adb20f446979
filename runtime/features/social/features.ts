import type { FlowerItem } from '../../config/embed-config';

/** The share targets (spec §3 "Share targets"). */
export type ShareTarget = 'FACEBOOK' | 'TWITTER' | 'EMAIL';

const TARGETS: readonly string[] = ['FACEBOOK', 'TWITTER', 'EMAIL'];

/** The share targets the station enables in `ui.flower`, in its order (types are case-insensitive). */
export function shareTargets(flower: readonly FlowerItem[]): ShareTarget[] {
  const types = flower.map((item) => String(item?.type).toUpperCase());
  return types.filter((type, i): type is ShareTarget => TARGETS.includes(type) && types.indexOf(type) === i);
}
