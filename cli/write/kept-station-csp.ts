import { allows, formatCsp, parseCsp } from './csp-policy';
import { inlineCodeHashes } from './page-inline-code';
import type { PreviousBuild } from './previous-build';

/**
 * The policy of a station this run does not rebuild, as its previous build's manifest gives it —
 * but only when it is a policy as radio-embed writes them and allows the inline code of the page
 * that is really there; undefined otherwise. It goes into _headers, so it is never taken on trust.
 */
export function keptStationCsp(id: number, previous: PreviousBuild): string | undefined {
  const policy = parseCsp((previous.manifest?.stations[String(id)] as { csp?: unknown } | undefined)?.csp);
  const page = previous.read(`${id}/index.html`);
  if (!policy || !page) return undefined;
  const { scripts, styles } = inlineCodeHashes(page.toString('utf8'));
  return allows(policy, 'script-src', scripts) && allows(policy, 'style-src', styles) ? formatCsp(policy) : undefined;
}
