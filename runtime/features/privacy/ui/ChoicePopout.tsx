import type { RefObject } from 'preact';
import { useRef } from 'preact/hooks';
import { PanelHead } from '../../../ui/overlay/PanelHead';
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
 * Spec §2 choice popout: the current state, the policy link, the opposite choice and Close. One of
 * the panels over the player (docs/screen.md "Panels": ui/overlay/surface.css, PanelHead): its
 * header names it "Your Privacy Choices" (the button that opened it) and holds Close (×); the
 * sheet covers the frame, so it never opens outside it; modal while open; Escape closes.
 */
export function ChoicePopout({ noticeUrl, optedOut, gpc, returnFocusTo, actions }: ChoicePopoutProps) {
  const { closePrivacyChoices, togglePrivacyChoice } = actions;
  const ref = useRef<HTMLDivElement>(null);
  const T = privacyTexts();
  useDialogFocus(ref, { onEscape: closePrivacyChoices, modal: true, returnFocusTo });
  return (
    <div class="re-privacy re-sheet re-privacy-choices">
      <div
        ref={ref}
        id="re-privacy-choices"
        class="re-card re-privacy-popout"
        role="dialog"
        aria-modal="true"
        aria-labelledby="re-privacy-choices-title"
        aria-describedby="re-privacy-status"
        tabIndex={-1}
      >
        <PanelHead title={T.choicesButton} titleId="re-privacy-choices-title" closeLabel={T.close} onClose={closePrivacyChoices} />
        <div class="re-privacy-body">
          <div class="re-privacy-text">
            <p id="re-privacy-status">{optedOut ? T.statusOptedOut : T.statusOptedIn}</p>
            {gpc && <p>{T.gpc}</p>}
            <p>
              <a href={noticeUrl} target="_blank" rel="noopener">
                {T.policyLink}
              </a>
            </p>
          </div>
          {/* Under GPC the browser's signal decides: there is nothing to toggle. */}
          {!gpc && (
            <div class="re-privacy-actions">
              <button type="button" onClick={togglePrivacyChoice}>
                {optedOut ? T.optIn : T.optOut}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
