import { hostPageApi } from '../embed-api/face';
import type { Feature } from '../player/types';
import { ads } from './ads/face';
import { hostConsent } from './consent/face';
import { integrations } from './integrations/face';
import { inactivity } from './inactivity/face';
import { metadata } from './metadata/face';
import { offAir } from './off-air/face';
import { onlyOne } from './only-one/face';
import { privacy } from './privacy/face';
import { shortcuts } from './shortcuts/face';

/**
 * The features a player starts, in this order, each where it `applies` to the station (a new
 * feature: its folder under runtime/features/ with a face.ts exporting a `Feature`, and one line
 * here). Host consent comes first (its synchronous locator walk tells privacy whether a host CMP is
 * being asked), then privacy: everything that shares data waits on its mode.
 */
export const FEATURES: readonly Feature[] = [
  hostConsent,
  privacy,
  integrations,
  ads,
  metadata,
  hostPageApi,
  // The listening features (issue 20, docs/listening.md).
  onlyOne,
  shortcuts,
  inactivity,
  offAir,
];
