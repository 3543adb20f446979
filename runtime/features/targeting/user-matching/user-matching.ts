import { log as runtimeLog, type Logger } from '../../../lib/logger';
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
  log?: Logger;
}

/**
 * wopd user matching (spec §7): asks the matching service which sync tags to run for this
 * device and renders the kept ones into v7_targeting > wopd_user_matching.
 * `load` before a successful `init` throws 'Module not initialized'.
 */
export interface UserMatching {
  readonly initialized: boolean;
  /** Accepts the settings when every id is present; else logs and stays uninitialised. */
  init(settings: UserMatchingSettings): boolean;
  /** Requests the matches for `uid` and renders them; resolves how many ran (0 on failure). */
  load(uid: string): Promise<number>;
  /** Aborts a pending request and removes everything rendered. */
  destroy(): void;
}

export function createUserMatching(deps: UserMatchingDeps = {}): UserMatching {
  const controller = new AbortController();
  const log = deps.log ?? runtimeLog;
  let settings: Required<UserMatchingSettings> | null = null;
  let container: HTMLElement | null = null;

  async function fetchAndRender(accepted: Required<UserMatchingSettings>, uid: string): Promise<number> {
    const request = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const url = userMatchingUrl({ ...accepted, uid });
    let matches;
    try {
      const response = await request(url, { signal: controller.signal, credentials: 'include' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      matches = keepUserMatches(await response.json());
    } catch (error) {
      if (!controller.signal.aborted) log.warn('User matching request failed', url, error);
      return 0;
    }
    if (controller.signal.aborted || matches.length === 0) return 0;
    const document = deps.document ?? globalThis.document;
    container = targetingContainer(document, USER_MATCHING_CONTAINER_ID, accepted.parentId);
    for (const match of matches) renderUserMatch(container, match);
    return matches.length;
  }

  return {
    get initialized() {
      return settings !== null;
    },
    init(requested) {
      const url = requested.url?.trim();
      const publisherId = String(requested.publisherId ?? '').trim();
      const placementId = String(requested.placementId ?? '').trim();
      if (!url || !publisherId || !placementId) {
        log.warn(USER_MATCHING_IDS_MISSING);
        return false;
      }
      const parentId = requested.parentId ?? TARGETING_CONTAINER_ID;
      if (!isValidContainerId(parentId)) {
        log.warn(INVALID_PARENT_ID);
        return false;
      }
      settings = { url, publisherId, placementId, parentId };
      return true;
    },
    load(uid) {
      if (!settings) throw new Error(MODULE_NOT_INITIALIZED);
      return fetchAndRender(settings, uid);
    },
    destroy() {
      controller.abort();
      if (container) removeTargetingContainer(container);
      container = null;
    },
  };
}
