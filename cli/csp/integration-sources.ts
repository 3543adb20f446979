import type { EmbedConfig } from '../../contract/embed-config';
import { INTEGRATION_REGISTRY, isSwitchedOn, type IntegrationEntry } from '../../contract/integrations';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** On, and given every id it needs to start: only then does it load anything. */
function loads(config: EmbedConfig, entry: IntegrationEntry): boolean {
  if (!isSwitchedOn(config, entry)) return false;
  const settings: Record<string, unknown> = entry.section === 'tracking' ? config.tracking[entry.name] : config.targeting[entry.name];
  return (entry.requiredFields ?? []).every((field) => Boolean(settings[field]));
}

/** Its script hosts: the vendor's own, or the origin of the services.* URL that replaces them. */
function scriptOrigins(config: EmbedConfig, entry: IntegrationEntry): readonly string[] {
  const setting = entry.scriptUrlSetting;
  if (!setting) return entry.scriptOrigins;
  const service: Record<string, unknown> | undefined = config.services[setting.service];
  const override = service?.[setting.field];
  return typeof override === 'string' && override ? originOf(override) : entry.scriptOrigins;
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
  return INTEGRATION_REGISTRY.filter((entry) => loads(config, entry)).flatMap((entry) => [...entry.frameOrigins]);
}
