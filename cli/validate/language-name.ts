import { SHIPPED_LANGUAGES, type Language } from '../../contract/languages';
import { closestName } from './closest-name';

/** Case and accents aside: "Español", "espanol" and "ESPAÑOL" are one name. */
const fold = (name: string): string => name.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().trim();

/**
 * Each shipped language's names as operators write them: in English and in the language itself
 * (German, Deutsch; Spanish, Español), from the runtime's own ICU data, so a language added to
 * contract/languages.ts is named too.
 */
const NAMES: ReadonlyMap<string, Language> = new Map(
  SHIPPED_LANGUAGES.flatMap((code) => {
    const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return [english, own].flatMap((name) => (name && name !== code ? [[fold(name), code] as const] : []));
  }),
);

/**
 * The shipped language a `ui.locale` names in words: "Deutsch" → "de", "Spanish" → "es",
 * "Francais" → "fr", a slip included ("Deutch" → "de"); undefined when it names none.
 */
export function languageByName(written: string): Language | undefined {
  const folded = fold(written);
  return NAMES.get(folded) ?? NAMES.get(closestName(folded, [...NAMES.keys()]) ?? '');
}
