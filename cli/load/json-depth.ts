/**
 * The offset of the first `[` or `{` that opens a level deeper than `limit`, or undefined.
 * Counted on the text, before JSON.parse, because every later step (merging, validation,
 * rendering) walks the value recursively and a deep enough value overflows the stack.
 */
export function findTooDeep(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return i;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return undefined;
}
