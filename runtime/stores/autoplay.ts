import { atom } from 'nanostores';
import type { AutoplayState } from '../engine/autoplay';

/**
 * Spec §4 "Autoplay": not_attempted, attempted, then success or failed. The preloader (the Play
 * button, busy: ui/controls/PlayButton.tsx) shows until it settles when autoplay is asked for.
 * Written by actions/engine-bindings.ts.
 */
export const $autoplay = atom<AutoplayState>('not_attempted');
