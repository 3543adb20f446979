import { textDirection, type Language } from '../../../contract/languages';
import { CATALOGUES } from './catalogues';
import { resolveLanguage, type LanguageSources } from './resolve-language';
import { setWords } from './words';

/**
 * Decides the player's language before the first render: `<html lang dir>` (the build already
 * wrote the station's own; `?lang=` may change it), then the language's catalogue, fetched
 * before anything shows so no English flashes. A catalogue that fails to load leaves English,
 * left to right, and says why: the player still works.
 */
export async function startLanguage(
  root: Pick<HTMLElement, 'lang' | 'dir'>,
  sources: LanguageSources,
  onError: (error: unknown) => void,
): Promise<Language> {
  const language = resolveLanguage(sources);
  if (language === 'en') return setDocumentLanguage(root, 'en');
  try {
    setWords((await CATALOGUES[language]()).default);
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
