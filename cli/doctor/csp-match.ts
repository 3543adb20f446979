/**
 * Whether a CSP source list (one directive's sources) allows loading `url` into a page served
 * from `selfOrigin` (CSP Level 3 "Does url match source list"): `*`, scheme sources (`https:`),
 * host sources (`https://cdn.example`, `*.example.com`, with a path) and `'self'`.
 */
export function cspAllows(sources: readonly string[], url: string, selfOrigin: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return sources.some((source) => matches(source, target, selfOrigin));
}

function matches(source: string, url: URL, selfOrigin: string): boolean {
  const lower = source.toLowerCase();
  if (lower === "'none'") return false;
  // `*` matches the network schemes (http, https, ws, wss), not data: or blob:.
  if (lower === '*') return /^(https?|wss?):$/.test(url.protocol);
  if (lower === "'self'") return url.origin === selfOrigin || (url.protocol === 'https:' && selfOrigin === `http://${url.host}`);
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return url.protocol === lower || (lower === 'http:' && url.protocol === 'https:');
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+|\*)(?::(\d+|\*))?(\/.*)?$/.exec(lower);
  if (!host) return false;
  const [, scheme, wildcard, name, port, path] = host;
  if (scheme && url.protocol !== `${scheme}:` && !(scheme === 'http' && url.protocol === 'https:')) return false;
  if (!scheme && !/^https?:$/.test(url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  if (name !== '*' && (wildcard ? !hostname.endsWith(`.${name}`) : hostname !== name)) return false;
  // No port: the scheme's default; `:*`: any.
  const defaultPort = url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80';
  const actual = url.port || defaultPort;
  if (port !== '*' && actual !== (port ?? defaultPort)) return false;
  if (path && path !== '/') return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
  return true;
}
