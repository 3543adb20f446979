import type { EN_EU_CONSENT } from './en';

/** German: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'Ihre Privatsphäre',
  intro: '{station} und {count} Partner möchten Informationen auf Ihrem Gerät speichern und lesen und personenbezogene Daten verwenden für:',
  choiceNote: '„Alle ablehnen“ beendet all das. Sie können Ihre Wahl jederzeit unter „Datenschutz“ ändern.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  settings: 'Einstellungen',
  settingsTitle: 'Datenschutz-Einstellungen',
  purposes: 'Zwecke',
  specialFeatures: 'Besondere Merkmale',
  partners: 'Partner',
  consent: 'Einwilligung',
  legitimateInterest: 'Berechtigtes Interesse',
  liNote: 'Stützt sich ein Partner auf sein berechtigtes Interesse, ist es eingeschaltet, bis Sie widersprechen: Schalten Sie es aus, um zu widersprechen.',
  policy: 'Datenschutzerklärung',
  save: 'Meine Auswahl speichern',
  back: 'Zurück',
};

export default words;
