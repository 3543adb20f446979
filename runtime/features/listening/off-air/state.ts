import { atom } from 'nanostores';

/**
 * The stream was down at start (issue 20 §5): the connection failed after a Play without ever
 * having played, rather than dropping mid-play and failing to come back. Then the status line
 * says the station's `ui.offAirText` instead of the generic failure (ConnectionStatus). Written
 * by ./body.ts, which only stations with that text start.
 */
export const $offAir = atom(false);
