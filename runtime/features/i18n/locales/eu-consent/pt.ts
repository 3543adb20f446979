import type { EN_EU_CONSENT } from './en';

/** Portuguese: translates ./en.ts. */
const words: typeof EN_EU_CONSENT = {
  title: 'A sua privacidade',
  intro: '{station} e {count} parceiros pretendem armazenar e ler informações no seu dispositivo e utilizar dados pessoais para:',
  choiceNote: '“Rejeitar tudo” interrompe tudo isso. Pode alterar a sua escolha a qualquer momento em “Privacidade”.',
  acceptAll: 'Aceitar tudo',
  rejectAll: 'Rejeitar tudo',
  settings: 'Definições',
  settingsTitle: 'Definições de privacidade',
  purposes: 'Finalidades',
  specialFeatures: 'Funcionalidades especiais',
  partners: 'Parceiros',
  consent: 'Consentimento',
  legitimateInterest: 'Interesse legítimo',
  liNote: 'Quando um parceiro se baseia no seu interesse legítimo, este fica ativo até se opor: desative-o para se opor.',
  policy: 'Política de privacidade',
  save: 'Guardar as minhas escolhas',
  back: 'Voltar',
};

export default words;
