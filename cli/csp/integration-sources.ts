import type { EmbedConfig } from '../../contract/embed-config';
import { INTEGRATION_REGISTRY, INTEGRATION_SOURCES, isSwitchedOn, type IntegrationEntry } from '../../contract/integrations';
import { urlOriginSource } from '../../contract/csp-grammar';
import { UnwritablePolicy } from './csp-policy-text';

/** The URL's origin as a host-source; a URL the CSP grammar cannot name is refused, not pasted. */
function originOf(url: string): string[] {
  const origin = urlOriginSource(url);
  if ('reason' in origin) throw new UnwritablePolicy(`${url}: ${origin.reason}`);
  return [origin.source];
}

/** On, and given every id it needs to start: only then does it load anything. */
function loads(config: EmbedConfig, entry: IntegrationEntry): boolean {
  if (!isSwitchedOn(config, entry)) return false;
  const settings: Record<string, unknown> = entry.section === 'tracking' ? config.tracking[entry.name] : config.targeting[entry.name];
  return (INTEGRATION_SOURCES[entry.name].requiredFields ?? []).every((field) => Boolean(settings[field]));
}

/** Its script hosts: the vendor's own, or the origin of the services.* URL that replaces them. */
function scriptOrigins(config: EmbedConfig, entry: IntegrationEntry): readonly string[] {
  const { scriptUrlSetting: setting, scriptOrigins } = INTEGRATION_SOURCES[entry.name];
  if (!setting) return scriptOrigins;
  const service: Record<string, unknown> | undefined = config.services[setting.service];
  const override = service?.[setting.field];
  return typeof override === 'string' && override ? originOf(override) : scriptOrigins;
}

/**
 * Where the station's enabled integrations load scripts from (contract/integrations.ts). An
 * integration that is off, or cannot start for lack of its ids, loads nothing, so its host is
 * not allowed either.
 */
export function integrationScriptSources(config: EmbedConfig): string[] {
  return INTEGRATION_REGISTRY.filter((entry) => loads(config, entry)).flatMap((entry) => [...scriptOrigins(config, entry)]);
}

/** Where the station's enabled integrations frame pages from. */
export function integrationFrameSources(config: EmbedConfig): string[] {
  return INTEGRATION_REGISTRY.filter((entry) => loads(config, entry)).flatMap((entry) => [...INTEGRATION_SOURCES[entry.name].frameOrigins]);
}
