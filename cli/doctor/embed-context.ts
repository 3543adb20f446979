import { finding, type Finding } from './finding';
import { probe, type Probe } from './probe';

/** Where the player runs, as far as the browser's rules go, and how long each check may take. */
export interface EmbedContext {
  /** The embed's origin, sent as `Origin`: publicUrl's, or a stand-in when there is none. */
  origin: string;
  /** The embed is served over https: (assumed without publicUrl, as a published embed is). */
  https: boolean;
  /** publicUrl was set; without it CORS needs `*`. */
  known: boolean;
  timeoutMs: number;
}

/** Stands for "some other site" when the embed's own address is not known. */
const UNKNOWN_ORIGIN = 'https://embed.invalid';

export function embedContext(publicUrl: string, timeoutMs: number): EmbedContext {
  if (!publicUrl) return { origin: UNKNOWN_ORIGIN, https: true, known: false, timeoutMs };
  const url = new URL(publicUrl);
  return { origin: url.origin, https: url.protocol === 'https:', known: true, timeoutMs };
}

/** GET as the embed would, within the context's time limit. */
export function probeFrom(context: EmbedContext, url: string, maxBytes: number): Promise<Probe> {
  return probe(url, { origin: context.origin, timeoutMs: context.timeoutMs, maxBytes });
}

/** An http: address on an https: embed: blocked as mixed content. */
export function mixedContent(context: EmbedContext, url: string): Finding | undefined {
  if (!context.https || !url.startsWith('http:')) return undefined;
  return finding('error', 'MIXED_CONTENT', { embed: context.known ? context.origin : 'publicUrl not set' });
}

/** Whether the browser lets the player read the answer (`fetch` without credentials). */
export function corsFinding(context: EmbedContext, headers: Headers, severity: 'error' | 'warning'): Finding {
  const allowed = headers.get('access-control-allow-origin')?.trim() ?? '';
  if (allowed === '*' || allowed === context.origin) return finding('info', 'CORS_OK', { origin: context.known ? context.origin : 'every site (*)' });
  return finding(severity, 'NO_CORS', { origin: context.known ? context.origin : 'the embed', got: allowed });
}

/** A probe that failed, or answered with an HTTP error, as findings; none when it answered 2xx. */
export function failedProbe(context: EmbedContext, result: Probe, severity: 'error' | 'warning' = 'error'): Finding[] {
  if (!result.ok) {
    return [result.timedOut ? finding(severity, 'TIMEOUT', { seconds: context.timeoutMs / 1000 }) : finding(severity, 'UNREACHABLE', { reason: result.reason })];
  }
  if (result.status >= 400) return [finding(severity, 'HTTP_ERROR', { status: result.status })];
  return [];
}
