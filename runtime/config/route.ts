/**
 * The station id of the route (spec §2): whatever follows the leading slash, read as an integer,
 * 0 when absent. `/42`, `/42/` and `/42/index.html` all give 42. The inlined config's `sid` is
 * authoritative; this id only names the station when the config is missing.
 */
export function routeStationId(pathname: string): number {
  const id = Number.parseInt(pathname.replace(/^\//, ''), 10);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
