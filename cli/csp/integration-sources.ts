import type { EmbedConfig } from '../../runtime/config/embed-config';

// The vendors' default script hosts (docs/tracking.md); services.* URLs override them.
const GTAG_ORIGIN = 'https://www.googletagmanager.com';
// Nielsen's SDK loads its parts from several imrworldwide.com hosts.
const NIELSEN_HOSTS = 'https://*.imrworldwide.com';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Where the station's enabled integrations load scripts from. An integration that is off, or
 * cannot start for lack of its ids, loads nothing, so its host is not allowed either.
 */
export function integrationScriptSources(config: EmbedConfig): string[] {
  const { tracking, targeting, services } = config;
  const sources: string[] = [];
  if (tracking.google.enabled && tracking.google.gacode) {
    sources.push(...(services.google?.scriptUrl ? originOf(services.google.scriptUrl) : [GTAG_ORIGIN]));
  }
  if (tracking.piwik.enabled) sources.push(...originOf(services.piwik?.trackerUrl));
  if (tracking.nielsen.enabled) sources.push(...(services.nielsen?.sdkUrl ? originOf(services.nielsen.sdkUrl) : [NIELSEN_HOSTS]));
  // User matching returns script tags from the ad platform's partners, on hosts nobody lists in
  // advance. Their inline code stays blocked: only 'unsafe-inline' would allow it.
  if (targeting.wopd.enabled) sources.push('https:');
  return sources;
}
