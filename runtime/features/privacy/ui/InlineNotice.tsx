import { useRef } from 'preact/hooks';
import type { PrivacyActions } from '../actions';
import { UsPrivacyMode } from '../public/mode';
import type { PrivacyStores } from '../deps';
import { ChoiceConfirmation } from './ChoiceConfirmation';
import { ChoicePopout } from './ChoicePopout';
import { privacyTexts } from './texts';
import { useStore } from '../../../lib/use-store';

/**
 * Spec §2 inline notice: the privacy notice link and "Your Privacy Choices" with its popout. Where
 * the bar is narrow or the frame short, privacy-notices.css folds both into one "Privacy" button
 * (the long name and the link hide, the short name shows; the popout has the policy link).
 */
export function InlineNotice({ noticeUrl, actions, stores }: { noticeUrl: string; actions: PrivacyActions; stores: PrivacyStores }) {
  const notice = useStore(stores.privacyNotice);
  const optedOut = useStore(stores.usPrivacyMode) === UsPrivacyMode.APPLICABLE_OPTED_OUT;
  const choicesButton = useRef<HTMLButtonElement>(null);
  if (notice.inline === 'hidden') return null;
  const T = privacyTexts();
  return (
    <div class="re-privacy re-privacy-inline">
      <a href={noticeUrl} target="_blank" rel="noopener">
        {T.inlineLink}
      </a>
      <button
        ref={choicesButton}
        type="button"
        aria-expanded={notice.inline === 'choice'}
        aria-controls="re-privacy-choices"
        onClick={actions.openPrivacyChoices}
      >
        <span class="re-privacy-long">{T.choicesButton}</span>
        <span class="re-privacy-short">{T.choicesShort}</span>
      </button>
      {notice.inline === 'choice' && (
        <ChoicePopout actions={actions} noticeUrl={noticeUrl} optedOut={optedOut} gpc={notice.gpc} returnFocusTo={choicesButton} />
      )}
      {notice.inline === 'confirm' && <ChoiceConfirmation actions={actions} optedOut={optedOut} returnFocusTo={choicesButton} />}
    </div>
  );
}
