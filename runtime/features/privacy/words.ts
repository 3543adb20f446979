/**
 * Every privacy text, verbatim from spec §2 "Privacy texts" (plus the GPC line and the folded
 * button's one word, beyond the spec). English stations show these exactly; they are the
 * reference the other languages translate faithfully. Carried by the privacy chunk only.
 */
export const EN_PRIVACY = {
  noticeTitle: 'Privacy Notice',
  noticeText: 'To see how we use personal data,',
  noticeLink: 'view our privacy notice',
  doNotSell: 'Do not sell or share my personal information',
  close: 'Close',
  /** The inline notice's link to the privacy notice. */
  inlineLink: 'Privacy Notice',
  /** The wording California's regulations recommend for the opt-out link. */
  choicesButton: 'Your Privacy Choices',
  /** The same button folded where the bar is narrow. */
  choicesShort: 'Privacy',
  policyLink: 'view our privacy policy',
  optOut: 'Opt-Out',
  optIn: 'Opt-In',
  ok: 'Ok',
  gpc: "Your browser's Global Privacy Control signal is honoured: you are opted out.",
  statusOptedOut: 'You opted-out for the delivery of personalized ad content',
  statusOptedIn: 'You opted-in for the delivery of personalized ad content',
  confirmedOptOut: 'Opt-Out confirmed. Clicking OK will re-start your player.',
  confirmedOptIn: 'Opt-In confirmed. Clicking OK will re-start your player.',
};
