import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../lib/logger';
import { createUserRegistration } from './a2x/user-registration';
import type { DeviceIdSource } from './public/device-id';
import { resolveDeviceId } from './resolve-device-id';

export interface UserRegistrationStartDeps {
  getDeviceId?: DeviceIdSource;
  document?: Document;
  log?: Logger;
}

/** a2x user registration for a station: only when targeting.a2x is enabled (spec §7). */
export async function startUserRegistration(
  config: EmbedConfig,
  deps: UserRegistrationStartDeps = {},
): Promise<(() => void) | null> {
  const log = deps.log ?? runtimeLog;
  if (!config.targeting.a2x.enabled) return null;
  const registration = createUserRegistration({ document: deps.document, log });
  const ok = registration.init({
    registrationUrl: config.services.userRegistration?.url ?? '',
    syncUrl: config.services.sync?.url ?? '',
  });
  if (!ok) return null;
  const uid = await resolveDeviceId(deps.getDeviceId, log);
  if (!uid) return null;
  registration.register(uid);
  return () => registration.destroy();
}
