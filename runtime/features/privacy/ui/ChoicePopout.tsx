import { useRef, type RefObject } from 'react';
import type { PrivacyActions } from '../actions';
import { privacyTexts } from './texts';
import { useDialogFocus } from './use-dialog-focus';

export interface ChoicePopoutProps {
  noticeUrl: string;
  optedOut: boolean;
  gpc: boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
  actions: PrivacyActions;
}

/**
 * Spec §2 choice popout: the current state, the policy link, the opposite choice and Close. A
 * sheet over the whole frame (so it can never open outside it), modal while open; Escape closes.
 */
export function ChoicePopout({ noticeUrl, optedOut, gpc, returnFocusTo, actions }: ChoicePopoutProps) {
  const { closePrivacyChoices, togglePrivacyChoice } = actions;
  const ref = useRef<HTMLDivElement>(null);
  const T = privacyTexts();
  useDialogFocus(ref, { onEscape: closePrivacyChoices, modal: true, returnFocusTo });
  return (
    <div class="re-privacy re-privacy-sheet">
      <div
        ref={ref}
        id="re-privacy-choices"
        class="re-privacy-panel re-privacy-popout"
        role="dialog"
        aria-modal="true"
        aria-labelledby="re-privacy-status"
        tabIndex={-1}
      >
        <div class="re-privacy-text">
          <p id="re-privacy-status">{optedOut ? T.statusOptedOut : T.statusOptedIn}</p>
          {gpc && <p>{T.gpc}</p>}
          <p>
            <a href={noticeUrl} target="_blank" rel="noopener">
              {T.policyLink}
            </a>
          </p>
        </div>
        <div class="re-privacy-actions">
          {/* Under GPC the browser's signal decides: there is nothing to toggle. */}
          {!gpc && (
            <button type="button" onClick={togglePrivacyChoice}>
              {optedOut ? T.optIn : T.optOut}
            </button>
          )}
          <button type="button" onClick={closePrivacyChoices}>
            {T.close}
          </button>
        </div>
      </div>
    </div>
  );
}
