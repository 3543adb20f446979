/**
 * The station id of the route (spec §2: the remainder of the path after the leading slash, read
 * as an integer, 0 when absent). A CDN may publish dist/ under a sub-path (`/radio/42/`), so the
 * id is the last path segment that is a whole number: `/42`, `/42/`, `/42/index.html` and
 * `/radio/42/` all give 42. The inlined config's `sid` is authoritative; this id only names the
 * station when the config is missing.
 */
export function routeStationId(pathname: string): number {
  const segments = pathname.split(/[?#]/)[0]!.split('/');
  const last = segments.reverse().find((segment) => /^\d+$/.test(segment));
  const id = last === undefined ? 0 : Number(last);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
