/**
 * Escaping for every value the build puts into a page. The rule: no value from a station or config
 * file can end the element it is placed in or add markup, whatever its letter case.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\u2028': '&#x2028;',
  '\u2029': '&#x2029;',
};

/** Text for an HTML element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\u2028\u2029]/g, (c) => HTML_ESCAPES[c]!);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/json">` element. These characters only occur inside JSON
 * strings, where the \u escape means the same, so JSON.parse returns exactly the original value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);
}

/**
 * The station's custom JS for an inline classic `<script>`. Only the sequences that can end the
 * element (`</script`) or change how it is parsed (`<!--`) are rewritten, to forms that mean the
 * same inside strings, template literals, regular expressions and comments (HTML spec,
 * "Restrictions for contents of script elements"); every other byte is kept.
 */
export function inlineScript(js: string): string {
  return withoutLegacyCommentStart(js, '//').replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '\\x3C!--');
}

/**
 * The station's custom CSS for an inline `<style>`. `\3c ` is CSS's escape for `<`, so the text
 * still reads the same inside CSS strings and comments, but can no longer close the element.
 */
export function inlineStyle(css: string): string {
  return withoutLegacyCommentStart(css, '').replace(/<\/(style)/gi, '\\3c /$1').replace(/<!--/g, '\\3c !--');
}

/**
 * Old station code often opens with `<!--` (and ends with `//-->` or `-->`), from the days when
 * browsers without scripting or styles showed the code as text. In a classic script the opening
 * `<!--` starts a one-line comment, in CSS it is a token that is ignored; escaped like any other
 * `<!--` it would be a SyntaxError that stops the whole script, or junk that drops the first CSS
 * rule. So the opening marker alone is replaced by what means the same there: `//` in JS (the rest
 * of its line stays a comment), nothing in CSS. The closing `-->` needs no change: nothing
 * escapes it, and after `//` or at a line start it is a comment in JS and ignored in CSS.
 */
export const LEGACY_COMMENT_START = /^(\s*)<!--/;

function withoutLegacyCommentStart(code: string, replacement: string): string {
  return code.replace(LEGACY_COMMENT_START, `$1${replacement}`);
}
