import * as z from 'zod';
import { urlOriginSource } from '../csp-grammar';

/** Custom zod issues carry a catalogue code in `params.code` (see validate/issue-to-problem). */
export const issueParams = (code: string) => ({ params: { code } });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A required http(s) URL. */
export const httpUrl = z
  .string()
  .trim()
  .refine(isHttpUrl, issueParams('NOT_HTTP_URL'));

/** An http(s) URL or '' for "none" (the legacy service sends empty strings for unset URLs). */
export const optionalHttpUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || isHttpUrl(v), issueParams('NOT_HTTP_URL'))
  .default('');

/** Why an http(s) URL's host cannot be allowed by a policy (`m.example;sandbox`), or undefined. */
export function urlHostRefusal(url: string): string | undefined {
  const origin = urlOriginSource(url.trim());
  return 'reason' in origin ? origin.reason : undefined;
}

/** Adds NOT_A_CSP_HOST when a URL's host cannot be named in a policy (`https://m.example;sandbox/`). */
function checkCspHost(value: string, ctx: z.core.$RefinementCtx): void {
  if (value === '' || !isHttpUrl(value)) return;
  const reason = urlHostRefusal(value);
  if (reason) ctx.addIssue({ code: 'custom', message: '', input: value, params: { code: 'NOT_A_CSP_HOST', reason } });
}

/** An http(s) URL whose origin the page's policy allows (a script or frame host): by the CSP grammar too. */
export const cspHostUrl = httpUrl.superRefine(checkCspHost);

/** The same, or '' for "none". */
export const optionalCspHostUrl = optionalHttpUrl.superRefine(checkCspHost);

/**
 * A path on the player's own site: one leading `/`, then no `/` or `\\` (browsers read `/\\x` and
 * `//x` as another site, `x`), no backslash, space or control character anywhere.
 */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f-\u009f]*$/.test(value);

/** A site-relative path such as the default `/privacy_notice`, or an http(s) URL. */
export const urlOrPath = z
  .string()
  .trim()
  .refine((v) => isSitePath(v) || isHttpUrl(v), issueParams('NOT_URL_OR_PATH'));

/**
 * The legacy service marks an invalid stream URL with a placeholder (spec §3). Anything that does
 * not even start like a URL (`scheme:`) counts as one, and so does an empty value: the source is
 * then absent. Something URL-shaped with another scheme (ftp:, javascript:) is an error.
 */
export function isStreamPlaceholder(value: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(value.trim());
}

/**
 * A stream source: a valid http(s) URL, or absent (undefined) when empty or a placeholder.
 * `.optional()` comes last so that the key is optional in the output (the embed config's type).
 */
export const streamUrl = z
  .string()
  .refine((v) => isStreamPlaceholder(v) || isHttpUrl(v.trim()), issueParams('NOT_HTTP_URL'))
  .transform((v) => (isStreamPlaceholder(v) ? undefined : v.trim()))
  .optional();
