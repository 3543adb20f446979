import { type EmbedContext, failedProbe, probeFrom } from './embed-context';
import { cspAllows } from './csp-match';
import { finding, type Finding, type Subject } from './finding';
import { mediaType } from './probe';

const IMAGE_BYTES = 64 * 1024;

/**
 * An image the page shows (the station logo): the station's CSP lets the page load it, and it
 * answers as an image. An `<img>` needs no CORS; an http: image on an https: page is upgraded to
 * https: by the browsers, and missing when that host has no https.
 */
export async function checkImage(context: EmbedContext, setting: string, url: string, imgSources: readonly string[]): Promise<Subject> {
  const findings: Finding[] = [];
  if (!cspAllows(imgSources, url, context.origin)) findings.push(finding('error', 'IMAGE_NOT_ALLOWED', { directive: `img-src ${imgSources.join(' ')}` }));
  else findings.push(finding('info', 'IMAGE_ALLOWED'));
  if (context.https && url.startsWith('http:')) findings.push(finding('warning', 'MIXED_CONTENT', { embed: context.known ? context.origin : 'publicUrl not set' }));
  const result = await probeFrom(context, url, IMAGE_BYTES);
  const failed = failedProbe(context, result, 'warning');
  if (failed.length || !result.ok) return { setting, url, findings: [...findings, ...failed] };
  const type = mediaType(result.headers);
  if (!type.startsWith('image/')) findings.push(finding('warning', 'NOT_AN_IMAGE', { type }));
  return { setting, url, findings };
}
