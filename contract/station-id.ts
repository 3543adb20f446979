/**
 * A station id as the CLI and the loader (embed.js) accept it: a positive whole number written
 * without leading zeros (`stations/42.json`), up to 2^53 − 1 — above that a number is rounded
 * into another station's id (`99999999999999999999999` would become `1e+23`).
 */
export const isStationId = (text: string): boolean => /^[1-9]\d*$/.test(text) && Number.isSafeInteger(Number(text));
