import type { InlineWords } from '../../../contract/inline-words';
import { textDirection, type Language } from '../../../contract/languages';
import { CATALOGUES } from './catalogues';
import { resolveLanguage, type LanguageSources } from './resolve-language';
import { setWords } from './words';

/**
 * The language chooser, a lazy chunk (face.ts loads it only when a source names a language other
 * than English): the language, its catalogue, then `<html lang dir>` (the build wrote the
 * station's own; `?lang=` may change it). A catalogue that fails to load leaves English, left to
 * right, and says why: the player still works. The words the build inlined (`inline`, the
 * station's language) stand in for that language's catalogue: `?lang=` named one not shipped.
 */
export async function chooseLanguage(
  root: Pick<HTMLElement, 'lang' | 'dir'>,
  sources: LanguageSources,
  onError: (error: unknown) => void,
  inline?: InlineWords,
): Promise<Language> {
  const language = resolveLanguage(sources);
  if (language === 'en') return setDocumentLanguage(root, 'en');
  try {
    setWords(inline?.language === language ? inline.words : (await CATALOGUES[language]()).default);
    return setDocumentLanguage(root, language);
  } catch (error) {
    onError(error);
    return setDocumentLanguage(root, 'en');
  }
}

function setDocumentLanguage(root: Pick<HTMLElement, 'lang' | 'dir'>, language: Language): Language {
  root.lang = language;
  root.dir = textDirection(language);
  return language;
}
