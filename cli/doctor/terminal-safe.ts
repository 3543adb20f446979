/**
 * Control characters (C0, DEL, C1), line and paragraph separators and bidi overrides: each can
 * move the cursor, clear the screen, set the window title or reorder what the operator reads.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A string a server sent (a CODECS attribute, an Icecast `listenurl`, a Content-Type), fit for a
 * terminal: each unsafe character written as an escape (`\x1b`, `\u202e`), so it is seen, not
 * obeyed. `--json` keeps the raw value (JSON escapes control characters itself).
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
