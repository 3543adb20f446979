import type { EN_EU_CONSENT } from './en';

/** Dutch: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'Uw privacy',
  intro: '{station} en {count} partners willen informatie op uw apparaat opslaan en lezen en persoonsgegevens gebruiken voor:',
  choiceNote: '‘Alles weigeren’ stopt dit allemaal. U kunt uw keuze altijd wijzigen onder ‘Privacy’.',
  acceptAll: 'Alles accepteren',
  rejectAll: 'Alles weigeren',
  settings: 'Instellingen',
  settingsTitle: 'Privacy-instellingen',
  purposes: 'Doeleinden',
  specialFeatures: 'Speciale functies',
  partners: 'Partners',
  consent: 'Toestemming',
  legitimateInterest: 'Gerechtvaardigd belang',
  liNote: 'Als een partner zich op zijn gerechtvaardigd belang beroept, staat dat aan tot u bezwaar maakt: zet het uit om bezwaar te maken.',
  policy: 'Privacybeleid',
  save: 'Mijn keuzes opslaan',
  back: 'Terug',
};

export default words;
