import { withDefaults } from '../../contract/config-without-defaults';
import { inlinedConfigText } from '../../contract/inlined-config';
import { isJsonObject } from '../../contract/json-object';
import type { EmbedConfig } from '../../contract/embed-config';
import { stationPolicy } from '../csp/station-csp';
import type { CspSettings } from '../schema/csp-settings';
import { allows, type CspDirectives, parseCsp } from './csp-policy';
import { inlineCodeHashes } from './page-inline-code';
import { snippetStyleHashes } from '../render/render-snippet';
import type { PreviousBuild } from './previous-build';

/** What a station's policy is made of besides its page: this run's settings and bundle. */
export interface PolicyContext {
  settings: CspSettings;
  /** Hashes of the stylesheets this run's runtime inserts. */
  runtimeStyleHashes: readonly string[];
  /** This run's entry script (`assets/main-….js`): a page that loads it uses this runtime. */
  entryScript: string;
}

/**
 * The policy of a station this run does not rebuild, recomputed as the build computes it: from
 * the page that is really there (its inlined config, its inline code) and this run's settings.
 * Nothing of the previous manifest's policy is taken but, for a page that still loads an older
 * runtime, the hashes of that runtime's stylesheets (a hash allows one exact stylesheet, no host).
 * The previous policy is only a check that the page is the one the build wrote: it must allow the
 * page's inline code. Undefined when it does not, or the page cannot be read back (edited by hand,
 * or from a build too old).
 */
export function keptStationCsp(id: number, previous: PreviousBuild, context: PolicyContext): string | undefined {
  const page = previous.read(`${id}/index.html`)?.toString('utf8');
  const config = page === undefined ? undefined : configOfPage(page);
  if (page === undefined || !config) return undefined;
  const { scripts, styles } = inlineCodeHashes(page);
  const written = parseCsp((previous.manifest?.stations[String(id)] as { csp?: unknown } | undefined)?.csp);
  if (!written || !allows(written, 'script-src', scripts) || !allows(written, 'style-src', styles)) return undefined;
  const runtimeStyleHashes = page.includes(context.entryScript) ? context.runtimeStyleHashes : olderRuntimeStyleHashes(written, styles);
  try {
    const attributeStyleHashes = snippetStyleHashes(previous.read(`${id}/snippet.html`)?.toString('utf8') ?? '');
    return stationPolicy({ config, scriptHashes: scripts, styleHashes: styles, runtimeStyleHashes, attributeStyleHashes, settings: context.settings });
  } catch {
    // A config whose values the policy cannot hold, or a shape this version cannot read.
    return undefined;
  }
}

/** The config a page inlines (`<script type="application/json" id="radio-embed-config">`). */
function configOfPage(page: string): EmbedConfig | undefined {
  const json = inlinedConfigText(page);
  try {
    const config: unknown = json === undefined ? undefined : JSON.parse(json);
    // An older build's page carries its config whole; putting the defaults back changes nothing there.
    return isJsonObject(config) ? (withDefaults(config) as unknown as EmbedConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** style-src hashes of the previous policy other than the page's own: an older runtime's stylesheets. */
function olderRuntimeStyleHashes(written: CspDirectives, pageStyles: readonly string[]): string[] {
  return (written.get('style-src') ?? []).filter((source) => /^'sha(256|384|512)-/.test(source) && !pageStyles.includes(source));
}
