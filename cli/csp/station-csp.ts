import type { EmbedConfig } from '../../contract/embed-config';
import type { CspSettings } from '../schema/csp-settings';
import { cspHash } from './csp-hash';
import { integrationFrameSources, integrationScriptSources } from './integration-sources';

export interface StationCspInput {
  config: EmbedConfig;
  /** The exact text of the page's inline scripts and styles (the station's custom JS/CSS). */
  inlineScripts: readonly string[];
  inlineStyles: readonly string[];
  /** Hashes of the stylesheets the runtime itself inserts (`?inline` imports). */
  runtimeStyleHashes: readonly string[];
  settings: CspSettings;
}

/**
 * The Content-Security-Policy of a station's page. Scripts and styles are the strict part:
 * 'self' (the hashed runtime files), the sha256 of each inline script and style, and the hosts
 * of the integrations the station enables; never 'unsafe-inline'. The inlined JSON config is not
 * executed, so it needs no hash. Streams, album art and the services the runtime calls come from
 * the operator's and their vendors' hosts, and a listener may pass `stream_url`, so media, images
 * and connections are open.
 */
export function stationCsp(input: StationCspInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...input.inlineScripts.map(cspHash), ...integrationScriptSources(input.config)],
    'style-src': ["'self'", ...input.inlineStyles.map(cspHash), ...input.runtimeStyleHashes],
    'img-src': ['*', 'data:', 'blob:'],
    'media-src': ['*', 'blob:'],
    'connect-src': ['*'],
    // hls.js runs its demuxer in a worker made from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [...input.settings.frameAncestors],
  };
  // Frames: the integrations' (wopd user matching renders the ad platform's tags, iframes among
  // them: docs/tracking.md); ads frame the banner and HTML/iframe companions (docs/ads.md).
  const frames = new Set<string>(integrationFrameSources(input.config));
  if (input.config.ads) {
    frames.add('https:');
    if (input.config.ads.banner.url) frames.add(new URL(input.config.ads.banner.url).origin);
  }
  if (frames.size) directives['frame-src'] = [...frames];
  for (const [directive, sources] of Object.entries(input.settings.sources)) {
    // A fetch directive (`font-src`) the build does not write starts from 'self', as
    // default-src would have given it; others (`report-uri`, `sandbox`) take only what is given.
    const base = directives[directive] ?? (directive.endsWith('-src') ? ["'self'"] : []);
    directives[directive] = [...base, ...sources];
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
