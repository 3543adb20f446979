import { LOADER_FILE } from '../bundle/bundle-loader';
import { policyProblem } from '../csp/csp-policy-text';
import { parseCsp } from './csp-policy';
import { CACHE_CONTROL, type Manifest, MANIFEST_FILE } from './manifest';

export const HEADERS_FILE = '_headers';

/**
 * dist/_headers in the Netlify / Cloudflare Pages format: a path pattern, then its headers
 * indented. Both hosts apply every matching rule, so no header is set by two rules that can
 * match one path. Station folders are `/<id>/*`; the hosts redirect `/<id>` to `/<id>/`.
 */
export function renderHeadersFile(manifest: Manifest): string {
  return headerRules(manifest)
    .map(([path, headers]) => `${path}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`)
    .join('');
}

/** A path pattern (`/assets/*`, `/embed.js`, `/42/*`) and the headers every path it matches gets. */
export type HeaderRule = [path: string, headers: Record<string, string>];

/**
 * The headers of a build as rules, the `_headers` way (every matching rule applies); the other
 * hosts' formats (./hosts/) are written from the same rules.
 */
export function headerRules(manifest: Manifest): HeaderRule[] {
  const rules: HeaderRule[] = [
    ['/*', { 'X-Content-Type-Options': 'nosniff' }],
    // The pages load assets with crossorigin + SRI: a player inside <iframe sandbox="allow-scripts">
    // has an opaque origin, so every asset request is cross-origin and needs this header.
    ['/assets/*', { 'Cache-Control': CACHE_CONTROL.immutable, 'Access-Control-Allow-Origin': '*' }],
    [`/${LOADER_FILE}`, { 'Cache-Control': CACHE_CONTROL['no-cache'] }],
    [`/${MANIFEST_FILE}`, { 'Cache-Control': CACHE_CONTROL['no-cache'] }],
  ];
  for (const id of stationFolders(manifest)) {
    const csp = stationPolicy(manifest, id);
    rules.push([
      `/${id}/*`,
      {
        'Cache-Control': CACHE_CONTROL['no-cache'],
        // oembed.json is read by other sites' scripts; the pages are public anyway.
        'Access-Control-Allow-Origin': '*',
        ...(csp ? { 'Content-Security-Policy': csp } : {}),
      },
    ]);
  }
  return rules;
}

/**
 * A station's policy as the manifest gives it, checked by the CSP grammar before it is written
 * into any host's format; a build only writes checked ones, so one that fails was edited.
 */
function stationPolicy(manifest: Manifest, id: string): string | undefined {
  const csp: unknown = manifest.stations[id]?.csp;
  if (csp === undefined) return undefined;
  if (!parseCsp(csp)) throw new Error(`the policy of station ${id} is not one radio-embed writes`);
  return csp as string;
}

/** Why each station's policy in a manifest read from disk cannot be written, by station id. */
export function unwritablePolicies(manifest: Manifest): { id: string; reason: string }[] {
  return stationFolders(manifest).flatMap((id) => {
    const csp: unknown = manifest.stations[id]?.csp;
    if (csp === undefined) return [];
    if (typeof csp !== 'string') return [{ id, reason: 'not a string' }];
    const directives = new Map(csp.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)] as [string, string[]]));
    return parseCsp(csp) ? [] : [{ id, reason: policyProblem(directives) ?? 'not written as radio-embed writes policies' }];
  });
}

/** Station ids with files in the manifest, in numeric order. */
export function stationFolders(manifest: Manifest): string[] {
  const ids = new Set<string>();
  for (const path of Object.keys(manifest.files)) {
    const top = /^([1-9]\d*)\//.exec(path)?.[1];
    if (top) ids.add(top);
  }
  return [...ids].sort((a, b) => Number(a) - Number(b));
}
