// The EU consent dialog's own words (docs/eu-consent.md): each of the player's ten languages has
// every key, translated (not English left in), with the intro's placeholders kept; the player's
// language is decided from ?lang= and ui.locale as the app decides it.
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../../../../contract/languages';
import { resolveLanguage } from '../../../../runtime/features/i18n/resolve-language';
import { EN_EU_CONSENT } from '../../../../runtime/features/i18n/locales/eu-consent/en';
import { euConsentWords, playerLanguage } from '../../../../runtime/features/i18n/public/eu-consent-words';

describe('the EU consent dialog\u2019s words', () => {
  it('every language has every key, its own buttons, and the intro\u2019s {station} and {count}', async () => {
    for (const language of SHIPPED_LANGUAGES) {
      const words = await euConsentWords(language, (error) => {
        throw error;
      });
      expect(Object.keys(words), language).toEqual(Object.keys(EN_EU_CONSENT));
      expect(words.intro, language).toContain('{station}');
      expect(words.intro, language).toContain('{count}');
      if (language === 'en') continue;
      for (const key of ['acceptAll', 'rejectAll', 'settings', 'save'] as const) expect(words[key], `${language} ${key}`).not.toBe(EN_EU_CONSENT[key]);
    }
  });

  it('the language is the app\u2019s: ?lang=, then ui.locale, then English', () => {
    const cases = [{ query: 'de-AT' }, { query: 'xx', locale: 'pt-BR' }, { locale: 'he' }, {}, { query: ' ES_mx ', locale: 'fr' }, { query: '', locale: 'zz' }];
    for (const sources of cases) expect(playerLanguage(sources), JSON.stringify(sources)).toBe(resolveLanguage(sources));
  });
});
