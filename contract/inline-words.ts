import type { Language } from './languages';

/**
 * The id of the page's `<script type="application/json">` holding the station language's words,
 * when the build found inlining them smaller than fetching the language's chunks (issue 19). Its
 * own file: the runtime's first load reads it, and esbuild splits by module, so sharing a file
 * with the language list would put that list in every English page.
 */
export const INLINE_WORDS_ID = 'radio-embed-words';

/** What that element holds: the language and its whole catalogue, key → text. */
export interface InlineWords {
  language: Language;
  words: Record<string, string>;
}
