import { matchLanguage, type Language } from '../../../../contract/languages';
import { EN_EU_CONSENT } from '../locales/eu-consent/en';

export type EuConsentWords = typeof EN_EU_CONSENT;

/**
 * The consent dialog's own words, one lazy file per language that only the dialog's chunk loads:
 * they are in no catalogue, so no station's first load (its inlined words included) carries them.
 */
const EU_CONSENT_WORDS: Record<Exclude<Language, 'en'>, () => Promise<{ default: EuConsentWords }>> = {
  es: () => import('../locales/eu-consent/es'),
  fr: () => import('../locales/eu-consent/fr'),
  de: () => import('../locales/eu-consent/de'),
  pt: () => import('../locales/eu-consent/pt'),
  it: () => import('../locales/eu-consent/it'),
  nl: () => import('../locales/eu-consent/nl'),
  pl: () => import('../locales/eu-consent/pl'),
  ar: () => import('../locales/eu-consent/ar'),
  he: () => import('../locales/eu-consent/he'),
};

/** The dialog's words in the player's language (`<html lang>`); English where that file cannot be loaded. */
export async function euConsentWords(lang: string, onError: (error: unknown) => void): Promise<EuConsentWords> {
  const language = matchLanguage(lang) ?? 'en';
  if (language === 'en') return EN_EU_CONSENT;
  try {
    return (await EU_CONSENT_WORDS[language]()).default;
  } catch (error) {
    onError(error);
    return EN_EU_CONSENT;
  }
}
