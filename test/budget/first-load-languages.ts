// Issue 19: no station's first load carries another language's words. A language's words are
// told apart by its catalogue's values that no other language shares (so "Volume", "LIVE" or
// "Privacy", the same in several languages, prove nothing).
import { SHIPPED_LANGUAGES, type Language } from '../../contract/languages';
import { CATALOGUES } from '../../runtime/features/i18n/catalogues';
import en from '../support/english';
import type { Messages } from '../../runtime/features/i18n/messages';

export async function catalogues(): Promise<Record<Language, Messages>> {
  const others = await Promise.all(Object.entries(CATALOGUES).map(async ([code, load]) => [code, (await load()).default] as const));
  return Object.fromEntries([['en', en], ...others]) as Record<Language, Messages>;
}

/** Each language's words that appear in no other language's catalogue. */
export function distinctiveWords(all: Record<Language, Messages>): Record<Language, string[]> {
  const owners = new Map<string, Set<Language>>();
  for (const language of SHIPPED_LANGUAGES) {
    for (const value of Object.values(all[language])) owners.set(value, (owners.get(value) ?? new Set()).add(language));
  }
  const own = (language: Language) => Object.values(all[language]).filter((value) => owners.get(value)!.size === 1);
  return Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, [...new Set(own(language))]])) as Record<Language, string[]>;
}

/** The other languages' words found in a text, as `fr: "Lecture"` lines; [] when there are none. */
export function foreignWords(text: string, language: Language, words: Record<Language, string[]>): string[] {
  return SHIPPED_LANGUAGES.filter((other) => other !== language).flatMap((other) =>
    words[other].filter((word) => text.includes(word)).map((word) => `${other}: ${JSON.stringify(word)}`),
  );
}
