import type { EmbedConfig } from '../../contract/embed-config';
import type { CspSettings } from '../schema/csp-settings';
import { cspHash } from './csp-hash';
import { urlOriginSource } from '../../contract/csp-grammar';
import { checkedPolicyText, type CspDirectives, UnwritablePolicy } from './csp-policy-text';
import { integrationFrameSources, integrationScriptSources } from './integration-sources';

export interface StationCspInput {
  config: EmbedConfig;
  /** The exact text of the page's inline scripts and styles (the station's custom JS/CSS). */
  inlineScripts: readonly string[];
  inlineStyles: readonly string[];
  /** Hashes of the stylesheets the runtime itself inserts (`?inline` imports). */
  runtimeStyleHashes: readonly string[];
  /** Hashes of the style attributes of snippet.html's iframe (render-snippet.ts), under 'unsafe-hashes'. */
  attributeStyleHashes?: readonly string[];
  settings: CspSettings;
}

/** The same, with the inline code already hashed (a page read back from the output folder). */
export interface StationPolicyInput extends Omit<StationCspInput, 'inlineScripts' | 'inlineStyles'> {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

/**
 * The Content-Security-Policy of a station's page. Scripts and styles are the strict part:
 * 'self' (the hashed runtime files), the sha256 of each inline script and style, and the hosts
 * of the integrations the station enables; never 'unsafe-inline'. The inlined JSON config is not
 * executed, so it needs no hash. Streams, album art and the services the runtime calls come from
 * the operator's and their vendors' hosts, and a listener may pass `stream_url`, so media, images
 * and connections are open.
 *
 * Assembled from parsed parts and checked before it is returned (csp-policy-text.ts): a value
 * that is not one well-formed token of its directive throws UnwritablePolicy, never reaches a header.
 */
export function stationCsp(input: StationCspInput): string {
  const { inlineScripts, inlineStyles, ...rest } = input;
  return stationPolicy({ ...rest, scriptHashes: inlineScripts.map(cspHash), styleHashes: inlineStyles.map(cspHash) });
}

export function stationPolicy(input: StationPolicyInput): string {
  const directives: CspDirectives = new Map([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.scriptHashes, ...integrationScriptSources(input.config)]],
    // 'unsafe-hashes' allows the style attributes of those hashes only: the snippet page's iframe.
    ['style-src', ["'self'", ...input.styleHashes, ...input.runtimeStyleHashes, ...(input.attributeStyleHashes?.length ? ["'unsafe-hashes'", ...input.attributeStyleHashes] : [])]],
    ['img-src', ['*', 'data:', 'blob:']],
    ['media-src', ['*', 'blob:']],
    ['connect-src', ['*']],
    // hls.js runs its demuxer in a worker made from a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // No ancestor at all is written as 'none', not as an empty directive.
    ['frame-ancestors', input.settings.frameAncestors.length ? [...input.settings.frameAncestors] : ["'none'"]],
  ]);
  // Frames: the integrations' (wopd user matching renders the ad platform's tags, iframes among
  // them: docs/tracking.md); ads frame the banner and HTML/iframe companions (docs/ads.md).
  const frames = new Set<string>(integrationFrameSources(input.config));
  if (input.config.ads) {
    frames.add('https:');
    if (input.config.ads.banner.url) frames.add(originSource(input.config.ads.banner.url));
  }
  if (frames.size) directives.set('frame-src', [...frames]);
  for (const [directive, sources] of Object.entries(input.settings.sources)) {
    // A fetch directive (`font-src`) the build does not write starts from 'self', as
    // default-src would have given it; others (`report-uri`, `sandbox`) take only what is given.
    const base = directives.get(directive) ?? (directive.endsWith('-src') ? ["'self'"] : []);
    directives.set(directive, [...base, ...sources]);
  }
  for (const [name, sources] of directives) directives.set(name, [...new Set(sources)]);
  return checkedPolicyText(directives);
}

function originSource(url: string): string {
  const origin = urlOriginSource(url);
  if ('reason' in origin) throw new UnwritablePolicy(`${url}: ${origin.reason}`);
  return origin.source;
}
