import type { Language } from '../../../../contract/languages';
import type { LanguageSources } from '../resolve-language';
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

/**
 * The player's language, decided from its sources as the app decides it (resolve-language.ts:
 * `?lang=`, then `ui.locale`, then English): the dialog may start before the app has set
 * `<html lang>`. Matched here against this file's own list of the ten rather than with
 * contract/languages.ts `matchLanguage`: sharing that module would split it out of the chooser's chunk.
 */
export function playerLanguage({ query, locale }: LanguageSources): Language {
  const shipped = (tag?: string): Language | undefined => {
    const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase() as Language | undefined;
    return primary && (primary === 'en' || primary in EU_CONSENT_WORDS) ? primary : undefined;
  };
  return shipped(query) ?? shipped(locale) ?? 'en';
}

/** The dialog's words in `language`; English where that file cannot be loaded. */
export async function euConsentWords(language: Language, onError: (error: unknown) => void): Promise<EuConsentWords> {
  if (language === 'en') return EN_EU_CONSENT;
  try {
    return (await EU_CONSENT_WORDS[language]()).default;
  } catch (error) {
    onError(error);
    return EN_EU_CONSENT;
  }
}
