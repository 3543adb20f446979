import { matchLanguage, type Language } from '../../../contract/languages';

/** Where the player's language may come from, most specific first. */
export interface LanguageSources {
  /** The `lang` URL parameter: the embedding page's choice. */
  query?: string;
  /** `ui.locale` in the station file. */
  locale?: string;
}

/**
 * The player's language (issue 19): the `lang` parameter, then `ui.locale`, then English. A
 * language the player does not ship falls through to the next; tags match by primary subtag.
 */
export function resolveLanguage({ query, locale }: LanguageSources): Language {
  return matchLanguage(query) ?? matchLanguage(locale) ?? 'en';
}
