import { createHash } from 'node:crypto';

/** `'sha256-…'`: a CSP source that allows exactly this inline script or style text. */
export function cspHash(text: string): string {
  return `'${integrity(text)}'`;
}

/**
 * `sha256-…` of some bytes: the Subresource Integrity value of an asset, and (quoted) the CSP
 * hash of an inline element. sha256 rather than sha384: every browser accepts both, and each tag
 * in the page costs fewer bytes of the first-load budget.
 */
export function integrity(contents: string | Uint8Array): string {
  return `sha256-${createHash('sha256').update(contents).digest('base64')}`;
}
