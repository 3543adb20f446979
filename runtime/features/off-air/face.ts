import type { Feature } from '../../player/types';
import { $connection } from '../../stores/connection';
import { followOffAir } from './off-air';

/** Off air (issue 20 §5): stations with `ui.offAirText`; a few lines, no body. */
export const offAir: Feature = {
  name: 'off-air',
  applies: ({ ui }) => !!ui.offAirText,
  start: () => followOffAir($connection),
};
