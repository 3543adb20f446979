import type { StationState } from '../../stores/station';
import { stationImage } from './image-proxy';

/**
 * The images the art tile tries, in order (issue 29 §5, spec §2 and §8): the track cover, the
 * station's default album art, the station logo, each as the page loads it (through the image
 * proxy when it is on). Empty and repeated URLs are left out; after the last comes the empty art
 * tile (the bundled note), which needs no request and cannot fail.
 */
export function artCandidates(urls: readonly string[], station: StationState | null | undefined): string[] {
  return [...new Set(urls.filter(Boolean).map((url) => stationImage(url, station)))];
}

/** The first candidate that has not failed; '' for the empty art tile. */
export const firstUnfailed = (candidates: readonly string[], failed: readonly string[]): string =>
  candidates.find((url) => !failed.includes(url)) ?? '';

/**
 * A URL as a CSS `url("…")` value. A quote or backslash cannot end or bend the string: they are
 * percent-encoded, as are spaces (the browser's URL parser encodes both anyway) and `'()` (which a
 * server reads as the same path; the prerender's CSS parser, happy-dom's, refuses them raw, and
 * the first paint would lose the image). Tabs and line breaks, which the URL parser drops, are
 * dropped.
 */
export const cssUrl = (url: string): string =>
  `url("${url.replace(/[\t\n\r]/g, '').replace(/["\\ '()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}")`;
