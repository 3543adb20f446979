import { INLINE_WORDS_ID, type InlineWords } from '../../../contract/inline-words';

/**
 * The station language's words, when the build inlined them in the page (cli/i18n: when that is
 * smaller than fetching the chooser and the catalogue). Undefined when it did not (no element:
 * JSON.parse(undefined) throws) or when the text does not parse: the chunks are the way then.
 * Only the build writes it, so no more checking (these bytes are in every English page too).
 */
export function readInlineWords(doc: Pick<Document, 'getElementById'> | undefined): InlineWords | undefined {
  try {
    return JSON.parse(doc?.getElementById(INLINE_WORDS_ID)?.textContent as string) as InlineWords;
  } catch {
    return undefined;
  }
}
