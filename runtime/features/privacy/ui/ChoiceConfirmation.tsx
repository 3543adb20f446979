import type { RefObject } from 'preact';
import { useRef } from 'preact/hooks';
import type { PrivacyActions } from '../actions';
import { privacyTexts } from './texts';
import { useDialogFocus } from './use-dialog-focus';

/** Spec §2 confirmation of an inline choice, a sheet like the popout; Ok (or Escape) restarts the player. */
export function ChoiceConfirmation({
  optedOut,
  returnFocusTo,
  actions,
}: {
  optedOut: boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
  actions: PrivacyActions;
}) {
  const { confirmPrivacyChoice } = actions;
  const ref = useRef<HTMLDivElement>(null);
  const T = privacyTexts();
  useDialogFocus(ref, { onEscape: confirmPrivacyChoice, modal: true, returnFocusTo });
  return (
    <div class="re-privacy re-privacy-sheet">
      <div ref={ref} class="re-privacy-panel re-privacy-popout" role="alertdialog" aria-modal="true" aria-labelledby="re-privacy-confirmed" tabIndex={-1}>
        <div class="re-privacy-text">
          <p id="re-privacy-confirmed">{optedOut ? T.confirmedOptOut : T.confirmedOptIn}</p>
        </div>
        <div class="re-privacy-actions">
          <button type="button" onClick={confirmPrivacyChoice} data-autofocus>
            {T.ok}
          </button>
        </div>
      </div>
    </div>
  );
}
