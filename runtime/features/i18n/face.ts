import { readInlineWords } from './inline-words';
import type { LanguageSources } from './resolve-language';
import { setWords } from './words';

// English: no tag, or one whose primary subtag is "en".
const ENGLISH = /^\s*en(?:[-_]|\s*$)/i;

/**
 * Whether a source names a language other than English: only then does the player look for
 * words inlined in the page or load the chooser (body.ts, with the language list and the
 * catalogues' addresses). An English station without `?lang=` pays these few lines and nothing else.
 */
export function speaksOtherLanguage({ query, locale }: LanguageSources): boolean {
  return [query, locale].some((tag) => !!tag?.trim() && !ENGLISH.test(tag));
}

/** The page's root element; its document holds the words the build may have inlined. */
export type LanguageRoot = Pick<HTMLElement, 'lang' | 'dir'> & { ownerDocument?: Pick<Document, 'getElementById'> };

/**
 * Decides the player's language before the first render, so no English flashes: English at once;
 * the station's language at once too when the build inlined its words and `?lang=` asks for no
 * other (the build already wrote `<html lang dir>`); otherwise through the chooser and the
 * language's catalogue (each its own chunk).
 */
export async function startLanguage(root: LanguageRoot, sources: LanguageSources, onError: (error: unknown) => void): Promise<void> {
  if (!speaksOtherLanguage(sources)) return;
  const inline = readInlineWords(root.ownerDocument);
  const asked = sources.query?.trim().split(/[-_]/)[0]?.toLowerCase();
  if (inline && (!asked || asked === inline.language)) return setWords(inline.words);
  try {
    await (await import('./body')).chooseLanguage(root, sources, onError, inline);
  } catch (error) {
    onError(error);
  }
}
