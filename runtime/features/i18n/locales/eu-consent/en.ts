/**
 * The player's own TCF consent dialog (docs/eu-consent.md), in English: the reference the other
 * languages translate. The purposes' and partners' names come from the station's vendor list, in
 * the listener's language where the list has it. `{station}` and `{count}` are filled in.
 */
export const EN_EU_CONSENT = {
  title: 'Your privacy',
  intro: '{station} and {count} partners would like to store and read information on your device and use personal data for:',
  choiceNote: 'Reject all stops all of it. You can change your choice at any time under “Privacy”.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Settings',
  settingsTitle: 'Privacy settings',
  purposes: 'Purposes',
  specialFeatures: 'Special features',
  partners: 'Partners',
  consent: 'Consent',
  legitimateInterest: 'Legitimate interest',
  liNote: 'Where a partner relies on its legitimate interest, it is on until you object: switch it off to object.',
  policy: 'Privacy policy',
  save: 'Save my choices',
  back: 'Back',
};
