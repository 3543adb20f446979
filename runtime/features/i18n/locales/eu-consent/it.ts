import type { EN_EU_CONSENT } from './en';

/** Italian: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'La tua privacy',
  intro: '{station} e {count} partner vorrebbero archiviare e leggere informazioni sul tuo dispositivo e usare dati personali per:',
  choiceNote: '«Rifiuta tutto» interrompe tutto questo. Puoi cambiare la tua scelta in qualsiasi momento in «Privacy».',
  acceptAll: 'Accetta tutto',
  rejectAll: 'Rifiuta tutto',
  settings: 'Impostazioni',
  settingsTitle: 'Impostazioni privacy',
  purposes: 'Finalità',
  specialFeatures: 'Funzionalità speciali',
  partners: 'Partner',
  consent: 'Consenso',
  legitimateInterest: 'Legittimo interesse',
  liNote: 'Quando un partner si basa sul proprio legittimo interesse, questo è attivo finché non ti opponi: disattivalo per opporti.',
  policy: 'Informativa sulla privacy',
  save: 'Salva le mie scelte',
  back: 'Indietro',
};

export default words;
