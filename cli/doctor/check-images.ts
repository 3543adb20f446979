import { type EmbedContext, probeFrom, upgradedContent } from './embed-context';
import { cspAllows } from './csp-match';
import { finding, type Finding, type Subject } from './finding';
import { DOCTOR_LIMITS, formatBytes } from './limits';
import { mediaType, type Probe } from './probe';

/**
 * An image the station names (its logo, default album art, share picture): the station's CSP
 * lets the page load it (`imgSources`; none for a picture the page never shows), it answers as
 * an image, and it is not too large. An `<img>` needs no CORS; an http: image on an https: page
 * is upgraded to https: by the browsers, and missing when that address does not answer. Every
 * problem is a warning: the player plays without the image.
 */
export async function checkImage(context: EmbedContext, setting: string, url: string, imgSources: readonly string[] | undefined): Promise<Subject> {
  const findings: Finding[] = [];
  if (imgSources) {
    if (!cspAllows(imgSources, url, context.origin)) findings.push(finding('error', 'IMAGE_NOT_ALLOWED', { directive: `img-src ${imgSources.join(' ')}` }));
    else findings.push(finding('info', 'IMAGE_ALLOWED'));
  }
  // One byte over the bound tells "too large" from "exactly the bound".
  const [mixed, result] = await Promise.all([upgradedContent(context, url, 'warning'), probeFrom(context, url, DOCTOR_LIMITS.imageBytes + 1)]);
  if (mixed) findings.push(mixed);
  const failed = imageFailed(context, result);
  if (failed) return { setting, url, findings: [...findings, failed] };
  const answered = result as Extract<Probe, { ok: true }>;
  const type = mediaType(answered.headers);
  findings.push(finding('info', 'ANSWERS', { status: answered.status, type }));
  if (!type.startsWith('image/')) findings.push(finding('warning', 'NOT_AN_IMAGE', { type }));
  const size = imageSize(answered);
  if (size > DOCTOR_LIMITS.imageBytes) {
    findings.push(finding('warning', 'IMAGE_TOO_LARGE', { size: size > answered.body.byteLength ? formatBytes(size) : `more than ${formatBytes(DOCTOR_LIMITS.imageBytes)}`, limit: formatBytes(DOCTOR_LIMITS.imageBytes) }));
  }
  return { setting, url, findings };
}

/** The image's size: its Content-Length when it says, else what arrived (capped one byte over the bound). */
function imageSize(result: Extract<Probe, { ok: true }>): number {
  const length = Number(result.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : result.body.byteLength;
}

/** A failed image probe in image wording (a missing image, not a silent stream). */
function imageFailed(context: EmbedContext, result: Awaited<ReturnType<typeof probeFrom>>): Finding | undefined {
  if (result.ok) return result.status >= 400 ? finding('warning', 'IMAGE_HTTP_ERROR', { status: result.status }) : undefined;
  if ('reserved' in result) return finding('warning', 'RESERVED_HOST', result.reserved);
  if (result.timedOut) return finding('warning', 'IMAGE_TIMEOUT', { seconds: context.timeoutMs / 1000 });
  return finding('warning', 'IMAGE_UNREACHABLE', { reason: result.reason });
}
