import { hostPageApi } from '../embed-api/face';
import type { Feature } from '../player/types';
import { ads } from './ads/face';
import { hostConsent } from './consent/face';
import { euConsent } from './eu-consent/face';
import { integrations } from './integrations/face';
import { listening } from './listening/face';
import { metadata } from './metadata/face';
import { privacy } from './privacy/face';

/**
 * The features a player starts, in this order, each where it `applies` to the station (a new
 * feature: its folder under runtime/features/ with a face.ts exporting a `Feature`, and one line
 * here). Host consent comes first (its synchronous locator walk tells privacy whether a host CMP is
 * being asked), then privacy: everything that shares data waits on its mode.
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
  // One player at a time, shortcuts, off air, "Are You There?" (docs/listening.md).
  listening,
];
