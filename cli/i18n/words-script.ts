import { INLINE_WORDS_ID, type InlineWords } from '../../contract/inline-words';
import { jsonForScript } from '../render/escape';

/**
 * The station language's words as an inline JSON element. JSON is not executed, so the page's CSP
 * needs no hash for it (as for the config: cli/write/page-inline-code.ts skips this exact type).
 */
export function wordsScript(inline: InlineWords): string {
  return `<script type="application/json" id="${INLINE_WORDS_ID}">${jsonForScript(inline)}</script>`;
}
