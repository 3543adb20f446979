/**
 * Puts `text` on the clipboard from inside a click. The async Clipboard API needs the embedding
 * iframe's `allow="clipboard-write"` (our snippet has it; an older one pasted by a station may
 * not), so the old `copy` command on a hidden text field is tried when it refuses. True when one
 * of them copied.
 */
export async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await doc.defaultView!.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = doc.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    const active = doc.activeElement as HTMLElement | null;
    doc.body.append(field);
    field.select();
    try {
      return doc.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
      active?.focus();
    }
  }
}
