import { finding, type Finding } from './finding';
import { DOCTOR_LIMITS } from './limits';
import { probe, type Probe } from './probe';
import { reservedUrlKind } from './reserved-host';

/** Where the player runs, as far as the browser's rules go, and how long each check may take. */
export interface EmbedContext {
  /** The embed's origin, sent as `Origin`: publicUrl's, or a stand-in when there is none. */
  origin: string;
  /** The embed is served over https: (assumed without publicUrl, as a published embed is). */
  https: boolean;
  /** publicUrl was set; without it CORS needs `*`. */
  known: boolean;
  timeoutMs: number;
  /** `performance.now()` by which every check of the station has ended (DOCTOR_LIMITS.stationTimeouts). */
  deadline: number;
}

/** Stands for "some other site" when the embed's own address is not known. */
const UNKNOWN_ORIGIN = 'https://embed.invalid';

export function embedContext(publicUrl: string, timeoutMs: number): EmbedContext {
  const deadline = performance.now() + DOCTOR_LIMITS.stationTimeouts * timeoutMs;
  if (!publicUrl) return { origin: UNKNOWN_ORIGIN, https: true, known: false, timeoutMs, deadline };
  const url = new URL(publicUrl);
  return { origin: url.origin, https: url.protocol === 'https:', known: true, timeoutMs, deadline };
}

/** A probe that was not sent: the host is reserved (example, test, invalid) and reaches no station. */
type NotSent = { ok: false; timedOut: false; reason: string; reserved: { host: string; kind: string } };

/**
 * GET as the embed would, within the context's time limit (and what is left of the station's),
 * following at most DOCTOR_LIMITS.redirects. A reserved host that cannot resolve is not asked.
 */
export async function probeFrom(context: EmbedContext, url: string, maxBytes: number, headers?: Record<string, string>): Promise<Probe | NotSent> {
  const reserved = reservedUrlKind(url);
  if (reserved && reserved.kind !== 'localhost') return { ok: false, timedOut: false, reason: 'reserved host', reserved };
  const left = context.deadline - performance.now();
  if (left <= 0) return { ok: false, timedOut: true, reason: 'timeout' };
  return probe(url, { origin: context.origin, timeoutMs: Math.min(context.timeoutMs, left), maxBytes, maxRedirects: DOCTOR_LIMITS.redirects, headers });
}

/** The finding for an address on a reserved host: what it is, and that it was not contacted. */
export function reservedHostFinding(url: string): Finding | undefined {
  const reserved = reservedUrlKind(url);
  return reserved && finding('warning', 'RESERVED_HOST', reserved);
}

/** An http: address on an https: embed that the player reads with fetch: blocked as mixed content. */
export function mixedContent(context: EmbedContext, url: string): Finding | undefined {
  if (!context.https || !url.startsWith('http:')) return undefined;
  return finding('error', 'MIXED_CONTENT', { embed: embedName(context) });
}

/**
 * An http: stream or image on an https: embed: browsers ask for its https:// address instead
 * (audio and images are upgraded, not blocked), so it plays or shows only where that answers.
 */
export async function upgradedContent(context: EmbedContext, url: string, severity: 'error' | 'warning'): Promise<Finding | undefined> {
  if (!context.https || !url.startsWith('http:')) return undefined;
  const https = `https:${url.slice('http:'.length)}`;
  const result = await probeFrom(context, https, 1);
  const embed = embedName(context);
  if (result.ok && result.status < 400) return finding('warning', 'MIXED_CONTENT_UPGRADED', { embed, https });
  const reason = result.ok ? `HTTP ${result.status}` : result.timedOut ? 'no answer in time' : result.reason;
  return finding(severity, 'MIXED_CONTENT_NO_HTTPS', { embed, https, reason });
}

const embedName = (context: EmbedContext): string => (context.known ? context.origin : 'publicUrl not set');

/** Whether the browser lets the player read the answer (`fetch` without credentials). */
export function corsFinding(context: EmbedContext, headers: Headers, severity: 'error' | 'warning'): Finding {
  const allowed = headers.get('access-control-allow-origin')?.trim() ?? '';
  if (allowed === '*' || allowed === context.origin) return finding('info', 'CORS_OK', { origin: context.known ? context.origin : 'every site (*)' });
  return finding(severity, 'NO_CORS', { origin: context.known ? context.origin : 'the embed', got: allowed });
}

/** A probe that failed, or answered with an HTTP error, as findings; none when it answered 2xx. */
export function failedProbe(context: EmbedContext, result: Probe | NotSent, severity: 'error' | 'warning' = 'error'): Finding[] {
  if (!result.ok) return [notAnswered(context, result, severity)];
  if (result.status >= 400) return [finding(severity, 'HTTP_ERROR', { status: result.status })];
  return [];
}

function notAnswered(context: EmbedContext, result: Exclude<Probe | NotSent, { ok: true }>, severity: 'error' | 'warning'): Finding {
  if ('reserved' in result) return finding('warning', 'RESERVED_HOST', result.reserved);
  if ('tooManyRedirects' in result && result.tooManyRedirects) return finding(severity, 'TOO_MANY_REDIRECTS', { limit: DOCTOR_LIMITS.redirects });
  if (!result.timedOut) return finding(severity, 'UNREACHABLE', { reason: result.reason });
  if (performance.now() >= context.deadline - 1) return finding(severity, 'STATION_TIME_UP', { seconds: (DOCTOR_LIMITS.stationTimeouts * context.timeoutMs) / 1000 });
  return finding(severity, 'TIMEOUT', { seconds: context.timeoutMs / 1000 });
}
