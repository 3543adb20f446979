import { stationCsp } from '../csp/station-csp';
import { toEmbedConfig } from '../embed-config/to-embed-config';
import { parseCsp } from '../write/csp-policy';
import type { StationFile } from '../schema/station-file';
import type { ProjectContext } from '../validate/validate-project-config';
import { checkEnrichment, checkGeo, checkIcecastStatus, checkNowPlaying } from './check-services';
import { checkImage } from './check-images';
import { checkStream } from './check-stream';
import { embedContext } from './embed-context';
import { finding, type Subject } from './finding';

/** Every address one station names, with what doctor found about each. */
export interface StationDiagnosis {
  id: number;
  file: string;
  subjects: Subject[];
}

const STREAM_SETTINGS = ['audioHls', 'audioFlash', 'audioHtml'] as const;

/**
 * Checks, from this machine, each address the station's player would use: its streams, the
 * now-playing source, enrichment, geo lookup and logo. Only addresses the station (with the
 * shared settings) names are contacted; all of them at once, each within `timeoutMs`.
 */
export async function diagnoseStation(station: StationFile, file: string, project: ProjectContext, timeoutMs: number): Promise<StationDiagnosis> {
  const { publicUrl, csp } = project.config;
  const context = embedContext(publicUrl, timeoutMs);
  const config = toEmbedConfig(station, { publicUrl, buildTime: 0 });
  const facts = { metadataSource: config.metadata.source, hlsPlayer: config.data.hlsPlayer };
  const streams = STREAM_SETTINGS.flatMap((key) => (config.data[key] ? [{ setting: `data.${key}`, url: config.data[key] }] : []));

  const checks: Promise<Subject | Subject[]>[] = streams.map(({ setting, url }) => checkStream(context, setting, url, facts));
  const { metadata } = config;
  if (metadata.source === 'icecast' && metadata.url) {
    checks.push(checkIcecastStatus(context, metadata.url, streams.map((s) => s.url), metadata.mount));
  }
  if (metadata.source === 'nowplaying' && metadata.url) checks.push(checkNowPlaying(context, metadata.url));
  if (config.data.enrichment) checks.push(checkEnrichment(context, config.data.enrichment, config.station.sid));
  if (config.services.geo?.url) checks.push(checkGeo(context, config.services.geo.url, config.services.geo.v2, config.privacy.enabled));
  if (config.station.logo) {
    // img-src does not depend on the page's inline code, so the policy is made without it.
    const policy = stationCsp({ config, inlineScripts: [], inlineStyles: [], runtimeStyleHashes: [], settings: csp });
    checks.push(checkImage(context, 'station.logo', config.station.logo, imgSources(policy)));
  }
  const subjects = (await Promise.all(checks)).flat();
  if (!context.known) subjects.unshift({ setting: 'publicUrl', url: '', findings: [finding('info', 'NO_PUBLIC_URL')] });
  return { id: station.station.sid, file, subjects };
}

/** The img-src sources of a policy (or default-src's, which img-src falls back to). */
function imgSources(policy: string): string[] {
  const directives = parseCsp(policy);
  return directives?.get('img-src') ?? directives?.get('default-src') ?? [];
}
