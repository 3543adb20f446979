import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import { useDialogFocus } from './use-dialog-focus';

/**
 * A notice's modal sheet over the whole frame (privacy-notices.css): its title and words, which
 * scroll if the frame is too small, and its buttons, which never do; focus taken on open, kept
 * inside, given back on close (use-dialog-focus.ts). The US explicit notice (`re-privacy`) and the
 * EU consent dialog's first layer (`re-eu-consent`, also its class) are this sheet with their own
 * words and choices; `name` names the title's and the words' ids (`<name>-title`, `<name>-text`).
 * Called as a function, by position: a lazy chunk shared by both features carries it, and prop
 * names, which the minifier cannot shorten, would cost that chunk bytes.
 */
export function NoticeSheet(
  name: 're-privacy' | 're-eu-consent',
  title: string,
  text: ComponentChildren,
  more: ComponentChildren,
  actions: ComponentChildren,
  onEscape: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, { onEscape, modal: true, returnFocusTo });
  return (
    <div class={`re-privacy re-privacy-sheet re-privacy-backdrop${name === 're-privacy' ? '' : ` ${name}`}`}>
      <div ref={ref} class="re-privacy-panel re-privacy-dialog" role="dialog" aria-modal="true" aria-labelledby={`${name}-title`} aria-describedby={`${name}-text`} tabIndex={-1}>
        <div class="re-privacy-text">
          <h2 id={`${name}-title`}>{title}</h2>
          <p id={`${name}-text`}>{text}</p>
          {more}
        </div>
        <div class="re-privacy-actions">{actions}</div>
      </div>
    </div>
  );
}
