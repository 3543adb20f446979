/**
 * What the first paint learnt of the listener's place already (runtime/first-paint/geo-first.ts:
 * a privacy station's page asks the geo lookup before any app, to know whether the notice is
 * due), handed by the app to the privacy layer: its lookup (../geo.ts) takes the answer instead of
 * asking again (one lookup per page), and its face (../face.ts) settles a listener the answer puts
 * outside the regions without fetching the privacy chunk at all.
 */

/** What the first paint's geo chunk hands on (geo-first.ts `geoFirst`). */
export interface GeoFirst {
  /** The lookup's Response, never read: whoever takes it reads a clone. */
  answer: Promise<Response>;
  /** Whether a notice is due: a configured region, a failed lookup or a stored choice. */
  due: Promise<boolean>;
}

interface Handed {
  /** The URL it asked (#app's `data-geo`): only a lookup for the same URL takes its answer. */
  url: string;
  /** Nothing: its chunk did not download (then the privacy layer asks itself). */
  answer?: Promise<Response | void>;
  due: Promise<boolean>;
}

let handed: Handed | undefined;

/** From the app: #app's `data-geo` and what the first paint's chunk returned (nothing where there was none). */
export function handFirstPaintGeo(url: string | undefined, geo: Promise<GeoFirst | void> | undefined): void {
  if (!url || !geo) return void (handed = undefined);
  const answer = geo.then((first) => first?.answer);
  // A failed lookup is the privacy layer's to log, when it takes it: never an unhandled rejection.
  answer.catch(() => undefined);
  handed = { url, answer, due: geo.then((first) => first?.due ?? true) };
}

/** The first paint's answer for `url`, once; undefined when it asked another or nothing. */
export function takeFirstPaintGeo(url: string): Promise<Response | void> | undefined {
  if (handed?.url !== url || !handed.answer) return undefined;
  const { answer } = handed;
  handed.answer = undefined;
  return answer;
}

/** Whether the first paint found a notice due here; undefined where it did not ask (no geo-first page). */
export function firstPaintNoticeDue(): Promise<boolean> | undefined {
  return handed?.due;
}
