import type { LanguageSources } from './resolve-language';

// English: no tag, or one whose primary subtag is "en".
const ENGLISH = /^\s*en(?:[-_]|\s*$)/i;

/**
 * Whether a source names a language other than English: only then does the player load the
 * chooser (body.ts, with the language list and the catalogues' addresses). An English station
 * without `?lang=` pays these few lines and nothing else.
 */
export function speaksOtherLanguage({ query, locale }: LanguageSources): boolean {
  return [query, locale].some((tag) => !!tag?.trim() && !ENGLISH.test(tag));
}

/**
 * Decides the player's language before the first render, so no English flashes: English at once,
 * otherwise through the chooser and the language's catalogue (each its own chunk).
 */
export async function startLanguage(root: Pick<HTMLElement, 'lang' | 'dir'>, sources: LanguageSources, onError: (error: unknown) => void): Promise<void> {
  if (!speaksOtherLanguage(sources)) return;
  try {
    await (await import('./body')).chooseLanguage(root, sources, onError);
  } catch (error) {
    onError(error);
  }
}
