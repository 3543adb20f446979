import { cspHash } from '../csp/csp-hash';

/**
 * The CSP hashes of a page's inline scripts and styles, read back from the page itself: what its
 * policy must allow, whatever a manifest says. The inlined JSON config is not executed, so it
 * needs none (as in station-csp.ts).
 */
export function inlineCodeHashes(page: string): { scripts: string[]; styles: string[] } {
  const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/\btype="application\/json"/.test(attributes!))
    .map(([, , text]) => cspHash(text!));
  const styles = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => cspHash(text!));
  return { scripts, styles };
}
