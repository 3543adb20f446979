// @vitest-environment happy-dom
// A dialog's focus goes to its first control the listener can reach: a control the frame's size
// hides (Listening options' help key outside the small strips) takes none.
import { expect, test } from 'vitest';
import { trapFocus } from '../../../../runtime/ui/overlay/trap-focus';

test('the first shown control takes the focus, and Escape is heard there; a hidden one is passed over', () => {
  document.body.innerHTML = `<div id="box"><button id="key" style="display: none">?</button><button id="close">Close</button><button id="last">Last</button></div>`;
  const box = document.getElementById('box')!;
  let escaped = 0;
  const release = trapFocus(box, () => escaped++);
  expect(document.activeElement?.id).toBe('close');
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(escaped).toBe(1);
  // Shift+Tab from the first shown control wraps to the last.
  const shiftTab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(shiftTab);
  expect(document.activeElement?.id).toBe('last');
  release();
});
