import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../lib/logger';
import type { DeviceIdSource } from './public/device-id';
import { resolveDeviceId } from './resolve-device-id';
import { createUserMatching } from './user-matching/user-matching';

export interface UserMatchingStartDeps {
  getDeviceId?: DeviceIdSource;
  fetch?: typeof fetch;
  document?: Document;
  log?: Logger;
}

/** wopd user matching for a station: only when targeting.wopd is enabled (spec §7). */
export async function startUserMatching(config: EmbedConfig, deps: UserMatchingStartDeps = {}): Promise<(() => void) | null> {
  const log = deps.log ?? runtimeLog;
  const { enabled, placement_id } = config.targeting.wopd;
  if (!enabled) return null;
  const matching = createUserMatching({ fetch: deps.fetch, document: deps.document, log });
  const service = config.services.userMatching;
  if (!matching.init({ url: service?.url ?? '', publisherId: service?.publisherId ?? '', placementId: placement_id })) return null;
  const uid = await resolveDeviceId(deps.getDeviceId, log);
  if (!uid) return null;
  void matching.load(uid);
  return () => matching.destroy();
}
