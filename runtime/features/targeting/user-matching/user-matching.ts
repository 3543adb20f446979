import { defaultLog, type TrackingLog } from '../../tracking/log';
import {
  INVALID_PARENT_ID,
  MODULE_NOT_INITIALIZED,
  TARGETING_CONTAINER_ID,
  isValidContainerId,
  USER_MATCHING_CONTAINER_ID,
  removeTargetingContainer,
  targetingContainer,
} from '../containers';
import { renderUserMatch } from './render-user-match';
import { keepUserMatches, userMatchingUrl } from './user-match';

/** Ours: the spec gives no text for a user-matching setup without its ids. */
export const USER_MATCHING_IDS_MISSING =
  'Unable to initialize user matching. Must specify the service URL, Publisher ID and Placement ID.';

export interface UserMatchingSettings {
  /** services.userMatching.url */
  url: string;
  /** services.userMatching.publisherId */
  publisherId: string;
  /** targeting.wopd.placement_id */
  placementId: string;
  /** The targeting parent container id; default v7_targeting. */
  parentId?: string;
}

export interface UserMatchingDeps {
  fetch?: typeof fetch;
  document?: Document;
  log?: TrackingLog;
}

/**
 * wopd user matching (spec §7): asks the matching service which sync tags to run for this
 * device and renders the kept ones into v7_targeting > wopd_user_matching.
 * `load` before a successful `init` throws 'Module not initialized'.
 */
export class UserMatching {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare private settings: Required<UserMatchingSettings> | null;
  declare private container: HTMLElement | null;
  declare private readonly controller: AbortController;
  declare private readonly log: TrackingLog;
  declare private readonly deps: UserMatchingDeps;

  constructor(deps: UserMatchingDeps = {}) {
    this.controller = new AbortController();
    this.deps = deps;
    this.settings = null;
    this.container = null;
    this.log = deps.log ?? defaultLog;
  }

  get initialized(): boolean {
    return this.settings !== null;
  }

  /** Accepts the settings when every id is present; else logs and stays uninitialised. */
  init(settings: UserMatchingSettings): boolean {
    const url = settings.url?.trim();
    const publisherId = String(settings.publisherId ?? '').trim();
    const placementId = String(settings.placementId ?? '').trim();
    if (!url || !publisherId || !placementId) {
      this.log.warn(USER_MATCHING_IDS_MISSING);
      return false;
    }
    const parentId = settings.parentId ?? TARGETING_CONTAINER_ID;
    if (!isValidContainerId(parentId)) {
      this.log.warn(INVALID_PARENT_ID);
      return false;
    }
    this.settings = { url, publisherId, placementId, parentId };
    return true;
  }

  /** Requests the matches for `uid` and renders them; resolves how many ran (0 on failure). */
  load(uid: string): Promise<number> {
    const settings = this.settings;
    if (!settings) throw new Error(MODULE_NOT_INITIALIZED);
    return this.fetchAndRender(settings, uid);
  }

  /** Aborts a pending request and removes everything rendered. */
  destroy(): void {
    this.controller.abort();
    if (this.container) removeTargetingContainer(this.container);
    this.container = null;
  }

  private async fetchAndRender(settings: Required<UserMatchingSettings>, uid: string): Promise<number> {
    const request = this.deps.fetch ?? globalThis.fetch.bind(globalThis);
    const url = userMatchingUrl({ ...settings, uid });
    let matches;
    try {
      const response = await request(url, { signal: this.controller.signal, credentials: 'include' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      matches = keepUserMatches(await response.json());
    } catch (error) {
      if (!this.controller.signal.aborted) this.log.warn('User matching request failed', url, error);
      return 0;
    }
    if (this.controller.signal.aborted || matches.length === 0) return 0;
    const document = this.deps.document ?? globalThis.document;
    this.container = targetingContainer(document, USER_MATCHING_CONTAINER_ID, settings.parentId);
    for (const match of matches) renderUserMatch(this.container, match);
    return matches.length;
  }
}
