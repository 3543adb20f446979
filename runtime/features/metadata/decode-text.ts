/**
 * Spec §3: now-playing artist and title are "decoded from encoded text". Stations' encoders and
 * status pages send them percent-encoded (`Daft%20Punk`), HTML-entity-encoded (`Simon &amp;
 * Garfunkel`, `Beyonc&eacute;`) or as UTF-8 read as Latin-1 (`BeyoncÃ©`). Each is undone only
 * where the text is unmistakably so encoded; anything else stays as it came. The result is plain
 * text: the screen shows it as text, never as markup.
 */
export function decodeText(text: string): string {
  return fromMojibake(fromEntities(fromPercent(text)));
}

// `100% Pure` stays (not a valid escape); `Daft%20Punk` and `Sigur%20R%C3%B3s` decode.
function fromPercent(text: string): string {
  if (!/%[0-9a-f]{2}/i.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// The browser's own HTML parser knows every named entity. A DOMParser document is inert: no
// scripts run and nothing loads, whatever the text holds.
function fromEntities(text: string): string {
  if (!/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(text) || typeof DOMParser === 'undefined') return text;
  return new DOMParser().parseFromString(`<p>${text.replace(/</g, '&lt;')}`, 'text/html').body.textContent ?? text;
}

// UTF-8 bytes shown one byte per character: a lead byte (Â–ô) followed by continuation bytes
// (U+0080–U+00BF). Re-read as UTF-8 only if every character is a byte and the bytes are valid.
function fromMojibake(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return text;
  try {
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}
