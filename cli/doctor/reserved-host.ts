/**
 * Host names that never reach a listener's station (RFC 2606, RFC 6761): `example.com`, `.net`
 * and `.org` and the `.example` names are for documentation (the demo station and `init`'s
 * placeholder use them), `.test` for tests, `.invalid` is never a host, and `localhost` is each
 * listener's own machine.
 */
export type ReservedKind = 'example' | 'test' | 'invalid' | 'localhost';

export function reservedHostKind(hostname: string): ReservedKind | undefined {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (/(^|\.)example$/.test(name) || /(^|\.)example\.(com|net|org)$/.test(name)) return 'example';
  if (/(^|\.)test$/.test(name)) return 'test';
  if (/(^|\.)invalid$/.test(name)) return 'invalid';
  if (/(^|\.)localhost$/.test(name)) return 'localhost';
  return undefined;
}

/** The reserved kind of a URL's host; undefined for any other host or a value that is no URL. */
export function reservedUrlKind(url: string): { host: string; kind: ReservedKind } | undefined {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return undefined;
  }
  const kind = reservedHostKind(hostname);
  return kind && { host: hostname, kind };
}

/** Hosts that can never carry a real stream: the example names (preview plays its demo stream instead). */
export function isReservedExampleHost(hostname: string): boolean {
  return reservedHostKind(hostname) === 'example';
}
