import type { ShareTarget } from './features';

/**
 * Spec §3 "social post success and failure events for Facebook and Twitter", named in the style
 * of the spec's other vocabularies (AD_LOAD_SUCCESS, AD_LOAD_ERROR). E-mail has none in the spec:
 * it only has the share event (./share.ts).
 */
export const SOCIAL_EVENTS = {
  FACEBOOK: { ok: 'FACEBOOK_POST_SUCCESS', failed: 'FACEBOOK_POST_FAILURE' },
  TWITTER: { ok: 'TWITTER_POST_SUCCESS', failed: 'TWITTER_POST_FAILURE' },
} as const;

export type SocialEvent = (typeof SOCIAL_EVENTS)[keyof typeof SOCIAL_EVENTS][keyof (typeof SOCIAL_EVENTS)['FACEBOOK']];

/** Every social event is dispatched on `window` under this prefix: `radio-embed:FACEBOOK_POST_SUCCESS`. */
export const SOCIAL_EVENT_PREFIX = 'radio-embed:';

/** The spec's social event for a share's outcome; none for e-mail. */
export function socialEvent(target: ShareTarget, ok: boolean): SocialEvent | undefined {
  return target === 'EMAIL' ? undefined : SOCIAL_EVENTS[target][ok ? 'ok' : 'failed'];
}
