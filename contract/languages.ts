/**
 * The languages the player ships (issue 19), as BCP 47 primary subtags. Here because both halves
 * need the list: the build validates `ui.locale` against it, the runtime resolves `?lang=` with it.
 * Adding one means adding runtime/features/i18n/locales/<code>.ts too (a test checks both agree).
 */
export const SHIPPED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'ar', 'he'] as const;

export type Language = (typeof SHIPPED_LANGUAGES)[number];

/** The languages written right to left. */
const RTL: readonly Language[] = ['ar', 'he'];

/**
 * The shipped language a BCP 47 tag asks for, by its primary subtag (`es-MX` → `es`, `PT_br` →
 * `pt`); undefined for a language the player does not ship or a blank tag.
 */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return SHIPPED_LANGUAGES.find((language) => language === primary);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return RTL.includes(language) ? 'rtl' : 'ltr';
}
