import { useRef } from 'preact/hooks';
import type { PrivacyActions } from '../actions';
import { privacyTexts } from './texts';
import { useDialogFocus } from './use-dialog-focus';

/**
 * Spec §2 explicit notice: a modal sheet over the whole frame; Close (or Escape) = not opted out,
 * the other button = opt out. Its text scrolls if the frame is too small; its buttons never do.
 */
export function ExplicitNotice({ noticeUrl, actions }: { noticeUrl: string; actions: PrivacyActions }) {
  const { closeExplicitNotice, optOutFromExplicitNotice } = actions;
  const ref = useRef<HTMLDivElement>(null);
  const T = privacyTexts();
  useDialogFocus(ref, { onEscape: closeExplicitNotice, modal: true });
  return (
    <div class="re-privacy re-privacy-sheet re-privacy-backdrop">
      <div
        ref={ref}
        class="re-privacy-panel re-privacy-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="re-privacy-title"
        aria-describedby="re-privacy-text"
        tabIndex={-1}
      >
        <div class="re-privacy-text">
          <h2 id="re-privacy-title">{T.noticeTitle}</h2>
          <p id="re-privacy-text">
            {T.noticeText}{' '}
            <a href={noticeUrl} target="_blank" rel="noopener">
              {T.noticeLink}
            </a>
          </p>
        </div>
        <div class="re-privacy-actions">
          <button type="button" onClick={optOutFromExplicitNotice}>
            {T.doNotSell}
          </button>
          <button type="button" onClick={closeExplicitNotice}>
            {T.close}
          </button>
        </div>
      </div>
    </div>
  );
}
