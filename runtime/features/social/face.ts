import type { Feature } from '../../player/types';
import { ShareButton } from './ui/ShareButton';

/**
 * The social block (spec §2 item 5): its Share button in the bar, where the station has
 * something to share (./shows-social.ts); the overlay it opens is the lazy body (./body.tsx). It
 * starts nothing.
 */
export const social: Feature = { bar: ShareButton };
