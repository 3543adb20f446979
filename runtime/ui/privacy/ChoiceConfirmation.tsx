import { useRef, type RefObject } from 'react';
import { confirmPrivacyChoice } from '../../privacy/actions';
import { PRIVACY_TEXTS as T } from './texts';
import { useDialogFocus } from './use-dialog-focus';

/** Spec §2 confirmation of an inline choice; Ok (or Escape) restarts the player. */
export function ChoiceConfirmation({ optedOut, returnFocusTo }: { optedOut: boolean; returnFocusTo: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, { onEscape: confirmPrivacyChoice, modal: false, returnFocusTo });
  return (
    <div ref={ref} class="re-privacy-popout" role="alertdialog" aria-labelledby="re-privacy-confirmed" tabIndex={-1}>
      <p id="re-privacy-confirmed">{T.confirmed(optedOut)}</p>
      <div class="re-privacy-actions">
        <button type="button" onClick={confirmPrivacyChoice} data-autofocus>
          {T.ok}
        </button>
      </div>
    </div>
  );
}
