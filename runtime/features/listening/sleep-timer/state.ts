import { atom } from 'nanostores';

/**
 * The sleep timer's whole minutes left, null while it is off. Written only by its body
 * (./body.tsx); the first-load button reads it.
 */
export const $sleepLeft = atom<number | null>(null);
