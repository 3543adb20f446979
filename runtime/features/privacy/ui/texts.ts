/** Every privacy text, verbatim from spec §2 "Privacy texts" (plus the GPC line, beyond the spec). */
export const PRIVACY_TEXTS = {
  noticeTitle: 'Privacy Notice',
  noticeText: 'To see how we use personal data,',
  noticeLink: 'view our privacy notice',
  doNotSell: 'Do not sell or share my personal information',
  close: 'Close',
  /** The inline notice's link to the privacy notice. */
  inlineLink: 'Privacy Notice',
  /** The wording California's regulations recommend for the opt-out link. */
  choicesButton: 'Your Privacy Choices',
  policyLink: 'view our privacy policy',
  optOut: 'Opt-Out',
  optIn: 'Opt-In',
  ok: 'Ok',
  gpc: "Your browser's Global Privacy Control signal is honoured: you are opted out.",
  choiceStatus: (optedOut: boolean): string =>
    `You ${optedOut ? 'opted-out' : 'opted-in'} for the delivery of personalized ad content`,
  confirmed: (optedOut: boolean): string =>
    `${optedOut ? 'Opt-Out' : 'Opt-In'} confirmed. Clicking OK will re-start your player.`,
} as const;
