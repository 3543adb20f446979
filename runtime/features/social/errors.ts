/** Spec §8, the social texts, verbatim. They are logged and dispatched, never shown or thrown. */
export const SOCIAL_ERRORS = {
  notEnabled: 'Social feature is not enabled for station.',
  facebookNotInitialized: 'Facebook module not initialized.',
  facebookFailed: 'Failed to post via Facebook module.',
  emptyPost: 'Unable to post. Post text is empty.',
  popupFailed: 'Failed to open popup.',
  emptyEmail: 'Unable to post. Email body is empty.',
} as const;

export type SocialError = (typeof SOCIAL_ERRORS)[keyof typeof SOCIAL_ERRORS];
