import type { EmbedConfig } from '../../config/embed-config';
import { log as runtimeLog, type Logger } from '../../lib/logger';
import type { PrivacyDeps } from './deps';
import { FAIL_CLOSED_STRINGS } from './fail-closed';
import { UsPrivacyMode } from './public/mode';
import { takePrivacyOverrides, type PrivacyOverrides } from './query-overrides';
import { createPrivacyActions, type PrivacyActions } from './actions';
import { startPrivacySession } from './session';
import { carriedStrings } from './strings';

/** Reads `us_privacy` / `gpp` from the address once and removes them from the address bar. */
function takeOverridesFromAddress(deps: PrivacyDeps, log: Logger): PrivacyOverrides {
  const location = deps.location ?? globalThis.location;
  const history = deps.history ?? globalThis.history;
  if (!location) return {};
  const taken = takePrivacyOverrides(location.href);
  for (const warning of taken.warnings) log.warn(warning);
  if (taken.cleanedHref !== null) {
    try {
      history?.replaceState(history.state, '', taken.cleanedHref);
    } catch (error) {
      log.warn('Unable to remove the privacy overrides from the address', error);
    }
  }
  return taken.overrides;
}

/** One player's privacy layer: its notices' actions, and its teardown. */
export interface PrivacyLayer {
  actions: PrivacyActions;
  stop(): void;
}

/**
 * Starts the US privacy layer; returns it (its actions and its teardown, which the player's
 * destroy() runs: a new player starts its own). This module is itself loaded on demand (see
 * the privacy face (./face.ts), which settles a station with privacy off and no overrides without it).
 * Privacy off → NOT_APPLICABLE ('1---', or the address's overrides); privacy on → the requests
 * carry the fail-closed strings until the session has resolved the mode.
 */
export function initPrivacy(config: EmbedConfig, deps: PrivacyDeps): PrivacyLayer {
  const log = deps.log ?? runtimeLog;
  const { stores } = deps;
  const overrides = takeOverridesFromAddress(deps, log);
  stores.privacyCache.set(null);
  stores.privacyNotice.set({ explicit: false, inline: 'hidden', gpc: false });

  if (!config.privacy.enabled) {
    stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
    const nav = (deps.navigator ?? globalThis.navigator) as { globalPrivacyControl?: boolean } | undefined;
    stores.privacyStrings.set(
      carriedStrings({ mode: UsPrivacyMode.NOT_APPLICABLE, region: '', gpc: nav?.globalPrivacyControl === true, overrides }),
    );
    stores.privacyStatus.set('resolved');
    return { actions: createPrivacyActions(null), stop: () => {} };
  }

  stores.usPrivacyMode.set(UsPrivacyMode.UNRESOLVED);
  stores.privacyStrings.set(FAIL_CLOSED_STRINGS);
  stores.privacyStatus.set('pending');
  return startPrivacySession(config, deps, overrides);
}
