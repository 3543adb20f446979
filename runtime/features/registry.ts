import type { EngineSetupLoader } from '../actions/engine-session';
import { hostPageApi } from '../embed-api/face';
import type { Feature } from '../player/types';
import { ads } from './ads/face';
import { hostConsent } from './consent/face';
import { euConsent } from './eu-consent/face';
import { integrations } from './integrations/face';
import { listening } from './listening/face';
import { metadata } from './metadata/face';
import { privacy } from './privacy/face';
import { LazyPrivacyNotices } from './privacy/ui/LazyPrivacyNotices';
import { recent } from './recent/face';
import { social } from './social/face';

/**
 * The features a player starts, in this order, each where it `applies` to the station, and whose
 * bar buttons the shell shows, in this order too (a new feature: its folder under
 * runtime/features/ with a face.ts exporting a `Feature`, and one line here). Host consent comes
 * first (its synchronous locator walk tells privacy whether a host CMP is being asked), then
 * privacy: everything that shares data waits on its mode. The bar: "Recently played", Listening
 * options, Share, then the privacy notices.
 */
export const FEATURES: readonly Feature[] = [
  hostConsent,
  // Right after it: where no host CMP was found, the player's own TCF dialog shuts the gate before anything else starts.
  euConsent,
  privacy,
  integrations,
  ads,
  metadata,
  hostPageApi,
  recent,
  // One player at a time, shortcuts, off air, "Are You There?" (docs/listening.md).
  listening,
  social,
  // The privacy notices' place in the bar, last: the privacy feature starts second, so its slot is
  // an entry of its own. Written here while features/privacy/ is being changed for EU consent; it
  // belongs in a face of privacy's (one line each side).
  { bar: LazyPrivacyNotices },
];

/**
 * The engine's chunk (../setup/engine-setup.ts: the engine with the features' parts of it), which
 * the player's engine session loads on the listener's intent. Handed to createPlayer beside
 * FEATURES: the session sits below the features and imports neither.
 */
export const loadEngineSetup: EngineSetupLoader = () => import('../setup/engine-setup');
