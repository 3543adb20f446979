import { appendPixel } from '../../../lib/pixel';
import { log as runtimeLog, type Logger } from '../../../lib/logger';
import {
  INVALID_PARENT_ID,
  MODULE_NOT_INITIALIZED,
  TARGETING_CONTAINER_ID,
  isValidContainerId,
  USER_REGISTRATION_CONTAINER_ID,
  removeTargetingContainer,
  targetingContainer,
} from '../containers';

/** Ours: the spec gives no text for a registration setup without its URLs. */
export const USER_REGISTRATION_URLS_MISSING =
  'Unable to initialize user registration. Must specify the registration and sync service URLs.';

export interface UserRegistrationSettings {
  /** services.userRegistration.url: the a2x registration pixel. */
  registrationUrl: string;
  /** services.sync.url: where a2x redirects back with its own user id. */
  syncUrl: string;
  parentId?: string;
}

/**
 * The registration pixel URL (spec §7): `redirect` points to `{sync}/sync/a2x/@UUID@/{uid}`;
 * a2x replaces the @UUID@ macro with its own id, so our sync service learns the pair.
 */
export function userRegistrationUrl(registrationUrl: string, syncUrl: string, uid: string): string {
  const redirect = `${syncUrl.replace(/\/+$/, '')}/sync/a2x/@UUID@/${encodeURIComponent(uid)}`;
  const url = new URL(registrationUrl);
  url.searchParams.set('redirect', redirect);
  return url.toString();
}

/**
 * a2x user registration: one 1×1 image in v7_targeting > a2x_user_registration.
 * `register` before a successful `init` throws 'Module not initialized'.
 */
export interface UserRegistration {
  init(settings: UserRegistrationSettings): boolean;
  register(uid: string): HTMLImageElement;
  destroy(): void;
}

export function createUserRegistration(deps: { document?: Document; log?: Logger } = {}): UserRegistration {
  const log = deps.log ?? runtimeLog;
  let settings: Required<UserRegistrationSettings> | null = null;
  let container: HTMLElement | null = null;

  return {
    init(requested) {
      const registrationUrl = requested.registrationUrl?.trim();
      const syncUrl = requested.syncUrl?.trim();
      if (!registrationUrl || !syncUrl) {
        log.warn(USER_REGISTRATION_URLS_MISSING);
        return false;
      }
      const parentId = requested.parentId ?? TARGETING_CONTAINER_ID;
      if (!isValidContainerId(parentId)) {
        log.warn(INVALID_PARENT_ID);
        return false;
      }
      settings = { registrationUrl, syncUrl, parentId };
      return true;
    },
    register(uid) {
      if (!settings) throw new Error(MODULE_NOT_INITIALIZED);
      const document = deps.document ?? globalThis.document;
      container = targetingContainer(document, USER_REGISTRATION_CONTAINER_ID, settings.parentId);
      return appendPixel(container, userRegistrationUrl(settings.registrationUrl, settings.syncUrl, uid));
    },
    destroy() {
      if (container) removeTargetingContainer(container);
      container = null;
    },
  };
}
