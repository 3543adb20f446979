import type { EN_EU_CONSENT } from './en';

/** French: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'Votre vie privée',
  intro: '{station} et {count} partenaires souhaitent stocker et lire des informations sur votre appareil et utiliser des données personnelles pour :',
  choiceNote: '« Tout refuser » arrête tout cela. Vous pouvez modifier votre choix à tout moment sous « Confidentialité ».',
  acceptAll: 'Tout accepter',
  rejectAll: 'Tout refuser',
  settings: 'Paramètres',
  settingsTitle: 'Paramètres de confidentialité',
  purposes: 'Finalités',
  specialFeatures: 'Fonctionnalités spéciales',
  partners: 'Partenaires',
  consent: 'Consentement',
  legitimateInterest: 'Intérêt légitime',
  liNote: 'Lorsqu’un partenaire s’appuie sur son intérêt légitime, celui-ci est activé jusqu’à ce que vous vous y opposiez : désactivez-le pour vous y opposer.',
  policy: 'Politique de confidentialité',
  save: 'Enregistrer mes choix',
  back: 'Retour',
};

export default words;
