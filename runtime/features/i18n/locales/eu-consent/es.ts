import type { EN_EU_CONSENT } from './en';

/** Spanish: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'Tu privacidad',
  intro: '{station} y {count} socios quieren almacenar y leer información en tu dispositivo y usar datos personales para:',
  choiceNote: '«Rechazar todo» lo detiene todo. Puedes cambiar tu elección en cualquier momento en «Privacidad».',
  acceptAll: 'Aceptar todo',
  rejectAll: 'Rechazar todo',
  settings: 'Configuración',
  settingsTitle: 'Configuración de privacidad',
  purposes: 'Finalidades',
  specialFeatures: 'Características especiales',
  partners: 'Socios',
  consent: 'Consentimiento',
  legitimateInterest: 'Interés legítimo',
  liNote: 'Cuando un socio se basa en su interés legítimo, está activado hasta que te opongas: desactívalo para oponerte.',
  policy: 'Política de privacidad',
  save: 'Guardar mis opciones',
  back: 'Volver',
};

export default words;
