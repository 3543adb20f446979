export interface MatomoSettings {
  /** The page title Matomo records (the station title). */
  title: string;
  siteId: string;
  /** The station's own domains; the first also scopes the cookie. */
  domains: string[];
  /** Base URL of the Matomo server, with or without a trailing slash. */
  trackerUrl: string;
}

/**
 * The `_paq` commands of spec §7, in its order: page title, cookie domain, domains, page view,
 * link tracking, site id, tracker URL. Matomo applies setSiteId/setTrackerUrl first when it
 * drains the queue, which is why its own snippet (and this list) can name them last.
 */
export function matomoCommands({ title, siteId, domains, trackerUrl }: MatomoSettings): unknown[][] {
  const wildcard = domains.map((domain) => (domain.startsWith('*.') ? domain : `*.${domain}`));
  return [
    ['setDocumentTitle', title],
    ['setCookieDomain', wildcard[0]],
    ['setDomains', wildcard],
    ['trackPageView'],
    ['enableLinkTracking'],
    ['setSiteId', siteId],
    ['setTrackerUrl', `${matomoBase(trackerUrl)}matomo.php`],
  ];
}

/** The Matomo script URL for a tracker base URL. */
export function matomoScriptUrl(trackerUrl: string): string {
  return `${matomoBase(trackerUrl)}matomo.js`;
}

function matomoBase(trackerUrl: string): string {
  return trackerUrl.endsWith('/') ? trackerUrl : `${trackerUrl}/`;
}
