import { appendPixel } from '../../tracking/dom/pixel';
import { defaultLog, type TrackingLog } from '../../tracking/log';
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
export class UserRegistration {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare private settings: Required<UserRegistrationSettings> | null;
  declare private container: HTMLElement | null;
  declare private readonly log: TrackingLog;
  declare private readonly deps: { document?: Document; log?: TrackingLog };

  constructor(deps: { document?: Document; log?: TrackingLog } = {}) {
    this.deps = deps;
    this.settings = null;
    this.container = null;
    this.log = deps.log ?? defaultLog;
  }

  init(settings: UserRegistrationSettings): boolean {
    const registrationUrl = settings.registrationUrl?.trim();
    const syncUrl = settings.syncUrl?.trim();
    if (!registrationUrl || !syncUrl) {
      this.log.warn(USER_REGISTRATION_URLS_MISSING);
      return false;
    }
    const parentId = settings.parentId ?? TARGETING_CONTAINER_ID;
    if (!isValidContainerId(parentId)) {
      this.log.warn(INVALID_PARENT_ID);
      return false;
    }
    this.settings = { registrationUrl, syncUrl, parentId };
    return true;
  }

  register(uid: string): HTMLImageElement {
    const settings = this.settings;
    if (!settings) throw new Error(MODULE_NOT_INITIALIZED);
    const document = this.deps.document ?? globalThis.document;
    this.container = targetingContainer(document, USER_REGISTRATION_CONTAINER_ID, settings.parentId);
    return appendPixel(this.container, userRegistrationUrl(settings.registrationUrl, settings.syncUrl, uid));
  }

  destroy(): void {
    if (this.container) removeTargetingContainer(this.container);
    this.container = null;
  }
}
