/**
 * The geo lookup the first paint asked already (runtime/first-paint/geo-first.ts: a privacy
 * station's page asks it before any app, to know whether the notice is due), handed by the app
 * to the privacy layer's lookup (../geo.ts), which takes its answer instead of asking again: one
 * lookup per page. Taken once: a later lookup (another player, a retry after a failure) asks the
 * service itself, or finds the success in the page's cache.
 */
export interface FirstPaintGeo {
  /** The URL it asked (#app's `data-geo`): only a lookup for the same URL takes it. */
  url: string;
  /** Its Response, never read: whoever takes it reads a clone (nothing: its chunk did not download). */
  answer: Promise<Response | void>;
}

let handed: FirstPaintGeo | undefined;

export function handFirstPaintGeo(geo: FirstPaintGeo | undefined): void {
  handed = geo;
}

/** The first paint's answer for `url`, once; undefined when it asked another or nothing. */
export function takeFirstPaintGeo(url: string): Promise<Response | void> | undefined {
  if (handed?.url !== url) return undefined;
  const { answer } = handed;
  handed = undefined;
  return answer;
}
