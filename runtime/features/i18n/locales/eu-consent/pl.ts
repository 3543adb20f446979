import type { EN_EU_CONSENT } from './en';

/** Polish: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'Twoja prywatność',
  intro: '{station} i {count} partnerów chcą przechowywać i odczytywać informacje na Twoim urządzeniu oraz wykorzystywać dane osobowe w celu:',
  choiceNote: '„Odrzuć wszystko” wyłącza to wszystko. Swój wybór możesz zmienić w każdej chwili w „Prywatność”.',
  acceptAll: 'Akceptuj wszystko',
  rejectAll: 'Odrzuć wszystko',
  settings: 'Ustawienia',
  settingsTitle: 'Ustawienia prywatności',
  purposes: 'Cele',
  specialFeatures: 'Funkcje specjalne',
  partners: 'Partnerzy',
  consent: 'Zgoda',
  legitimateInterest: 'Prawnie uzasadniony interes',
  liNote: 'Gdy partner powołuje się na prawnie uzasadniony interes, jest on włączony, dopóki nie zgłosisz sprzeciwu: wyłącz go, aby się sprzeciwić.',
  policy: 'Polityka prywatności',
  save: 'Zapisz moje wybory',
  back: 'Wstecz',
};

export default words;
