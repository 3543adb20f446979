import { icecastListenUrls, icecastSourceUrl } from '../../contract/stream-rules/icecast-status';
import { enrichmentUrl } from '../../contract/stream-rules/enrichment-url';
import { corsFinding, type EmbedContext, failedProbe, mixedContent, probeFrom } from './embed-context';
import { finding, type Finding, type Subject } from './finding';
import { DOCTOR_LIMITS } from './limits';
import { bodyText, mediaType } from './probe';

const DOCUMENT_BYTES = DOCTOR_LIMITS.documentBytes;

/** GET a document the player reads with fetch: reachable, CORS, then `judge` reads its text. */
async function checkDocument(
  context: EmbedContext,
  setting: string,
  url: string,
  severity: 'error' | 'warning',
  judge: (text: string) => Finding[] = () => [],
): Promise<Subject> {
  const findings: Finding[] = [];
  const mixed = mixedContent(context, url);
  if (mixed) findings.push({ ...mixed, severity });
  const result = await probeFrom(context, url, DOCUMENT_BYTES);
  const failed = failedProbe(context, result, severity);
  if (failed.length || !result.ok) return { setting, url, findings: [...findings, ...failed] };
  findings.push(finding('info', 'ANSWERS', { status: result.status, type: mediaType(result.headers) }));
  findings.push(corsFinding(context, result.headers, severity));
  findings.push(...judge(bodyText(result)));
  return { setting, url, findings };
}

/**
 * `metadata.source: "icecast"`: the status page answers, the browser may read it, and one of its
 * sources is the stream's, found as the player finds it (runtime/metadata/icecast-status.ts).
 */
export function checkIcecastStatus(
  context: EmbedContext,
  url: string,
  streamUrls: readonly string[],
  mount: string | undefined,
  severity: 'error' | 'warning' = 'error',
): Promise<Subject> {
  return checkDocument(context, 'metadata.url', url, severity, (text) => {
    const listenUrl = icecastSourceUrl(text, streamUrls, mount ?? '');
    if (listenUrl === undefined) return [finding(severity, 'STATUS_PAGE_FAILED', { reason: 'not the JSON of /status-json.xsl' })];
    if (listenUrl === null) return [finding(severity, 'NO_MOUNT_MATCH', { mounts: icecastListenUrls(text) ?? [] })];
    return [finding('info', 'MOUNT_MATCHED', { listenurl: listenUrl })];
  });
}

/** `metadata.source: "nowplaying"`: the endpoint answers JSON the browser may read. */
export function checkNowPlaying(context: EmbedContext, url: string): Promise<Subject> {
  return checkDocument(context, 'metadata.url', url, 'error', (text) => (isJson(text) ? [] : [finding('error', 'NOT_JSON')]));
}

/**
 * `data.enrichment`: asked for a sample track as the player asks (spec §7). Only that it answers
 * and may be read: a track the service does not know is a fine answer (404 included).
 */
export async function checkEnrichment(context: EmbedContext, base: string, stationId: number): Promise<Subject> {
  const url = enrichmentUrl({ base, artist: 'Queen', song: 'Bohemian Rhapsody', stationId, width: 480 })!;
  const findings: Finding[] = [];
  const mixed = mixedContent(context, url);
  if (mixed) findings.push({ ...mixed, severity: 'warning' });
  const result = await probeFrom(context, url, DOCUMENT_BYTES);
  if (!result.ok || result.status >= 500) findings.push(...failedProbe(context, result, 'warning'));
  else {
    findings.push(finding('info', 'ANSWERS', { status: result.status, type: mediaType(result.headers) }));
    findings.push(corsFinding(context, result.headers, 'warning'));
  }
  return { setting: 'data.enrichment', url, findings };
}

/** `services.geo.url`: the privacy mode is decided from its answer (docs/privacy.md). */
export function checkGeo(context: EmbedContext, base: string, v2: boolean, privacy: boolean): Promise<Subject> {
  const url = `${base.replace(/\/+$/, '')}/geo${v2 ? '/v2' : ''}`;
  // Only privacy waits for it: without an answer no tracking or targeting loads.
  const severity = privacy ? 'error' : 'warning';
  return checkDocument(context, 'services.geo.url', url, severity, (text) => (isJson(text) ? [] : [finding(severity, 'NOT_JSON')]));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
