import { stationCsp } from '../csp/station-csp';
import { toEmbedConfig } from '../embed-config/to-embed-config';
import { parseCsp } from '../write/csp-policy';
import type { StationFile } from '../../contract/station-file/station-file';
import type { ProjectContext } from '../validate/validate-project-config';
import { checkEnrichment, checkGeo, checkIcecastStatus, checkNowPlaying } from './check-services';
import { checkImage } from './check-images';
import { checkStream } from './check-stream';
import { embedContext, reservedHostFinding } from './embed-context';
import { finding, type Finding, type Subject } from './finding';
import { reservedUrlKind } from './reserved-host';

/** Every address one station names, with what doctor found about each. */
export interface StationDiagnosis {
  id: number;
  file: string;
  subjects: Subject[];
}

const STREAM_SETTINGS = ['audioHls', 'audioFlash', 'audioHtml'] as const;

/**
 * Checks, from this machine, each address the station's player would use: its streams, the
 * now-playing source, enrichment, geo lookup and every image it names. Only addresses the
 * station (with the shared settings) names are contacted, and none on a reserved host (those
 * are explained instead); all of them at once, each within `timeoutMs`, the station within
 * DOCTOR_LIMITS.stationTimeouts of them.
 */
export async function diagnoseStation(station: StationFile, file: string, project: ProjectContext, timeoutMs: number): Promise<StationDiagnosis> {
  const { publicUrl, csp } = project.config;
  const context = embedContext(publicUrl, timeoutMs);
  const config = toEmbedConfig(station, { publicUrl, buildTime: 0 });
  const facts = { metadataSource: config.metadata.source, hlsPlayer: config.data.hlsPlayer };
  const streams = STREAM_SETTINGS.flatMap((key) => (config.data[key] ? [{ setting: `data.${key}`, url: config.data[key] }] : []));
  const checks: Promise<Subject | Subject[]>[] = [];
  const check = (setting: string, url: string, run: () => Promise<Subject | Subject[]>) => {
    const reserved = reservedHostFinding(url);
    // An example host cannot be asked; localhost can (a local test), and is explained beside.
    if (reserved && reservedUrlKind(url)?.kind !== 'localhost') checks.push(Promise.resolve({ setting, url, findings: [reserved] }));
    else checks.push(run().then((subjects) => (reserved ? withFinding(subjects, reserved) : subjects)));
  };

  for (const { setting, url } of streams) check(setting, url, () => checkStream(context, setting, url, facts));
  const { metadata } = config;
  if (metadata.source === 'icecast' && metadata.url) {
    const url = metadata.url;
    check('metadata.url', url, () => checkIcecastStatus(context, url, streams.map((s) => s.url), metadata.mount));
  }
  if (metadata.source === 'nowplaying' && metadata.url) check('metadata.url', metadata.url, () => checkNowPlaying(context, metadata.url!));
  const { enrichment } = config.data;
  if (enrichment) check('data.enrichment', enrichment, () => checkEnrichment(context, enrichment, config.station.sid));
  const geo = config.services.geo;
  if (geo?.url) check('services.geo.url', geo.url, () => checkGeo(context, geo.url, geo.v2, config.privacy.enabled));
  // img-src does not depend on the page's inline code, so the policy is made without it.
  const shown = imgSources(stationCsp({ config, inlineScripts: [], inlineStyles: [], runtimeStyleHashes: [], settings: csp }));
  for (const { setting, url, onPage } of stationImages(config)) check(setting, url, () => checkImage(context, setting, url, onPage ? shown : undefined));
  const subjects = (await Promise.all(checks)).flat();
  if (!context.known) subjects.unshift({ setting: 'publicUrl', url: '', findings: [finding('info', 'NO_PUBLIC_URL')] });
  return { id: station.station.sid, file, subjects };
}

/**
 * Every image URL the station names: the logo and the default album art the page shows, and the
 * picture a Facebook share names (fetched by Facebook, so no CSP applies to it).
 */
function stationImages(config: ReturnType<typeof toEmbedConfig>): { setting: string; url: string; onPage: boolean }[] {
  const images = [
    { setting: 'station.logo', url: config.station.logo, onPage: true },
    { setting: 'ui.defaultAlbumArt', url: config.ui.defaultAlbumArt, onPage: true },
    { setting: 'social.facebook.logo', url: config.social.facebook.logo, onPage: false },
  ];
  return images.filter((image): image is typeof image & { url: string } => Boolean(image.url));
}

function withFinding(subjects: Subject | Subject[], extra: Finding): Subject[] {
  const [first, ...rest] = [subjects].flat();
  return first ? [{ ...first, findings: [extra, ...first.findings] }, ...rest] : [];
}

/** The img-src sources of a policy (or default-src's, which img-src falls back to). */
function imgSources(policy: string): string[] {
  const directives = parseCsp(policy);
  return directives?.get('img-src') ?? directives?.get('default-src') ?? [];
}
