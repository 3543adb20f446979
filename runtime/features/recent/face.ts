import type { Feature } from '../../player/types';
import { RecentButton } from './ui/RecentButton';

/**
 * "Recently played": its button in the bar, wherever the track line shows a source; the list is
 * the lazy body (./body.tsx), and the now-playing feed records what was heard (./public/). It
 * starts nothing.
 */
export const recent: Feature = { bar: RecentButton };
