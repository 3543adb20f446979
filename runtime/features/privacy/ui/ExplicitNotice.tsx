import type { PrivacyActions } from '../actions';
import { NoticeSheet } from './NoticeSheet';
import { privacyTexts } from './texts';

/**
 * Spec §2 explicit notice: a modal sheet over the whole frame; Close (or Escape) = not opted out,
 * the other button = opt out. Its text scrolls if the frame is too small; its buttons never do.
 */
export function ExplicitNotice({ noticeUrl, actions }: { noticeUrl: string; actions: PrivacyActions }) {
  const { closeExplicitNotice, optOutFromExplicitNotice } = actions;
  const T = privacyTexts();
  return NoticeSheet(
    're-privacy',
    T.noticeTitle,
    <>
      {T.noticeText}{' '}
      <a href={noticeUrl} target="_blank" rel="noopener">
        {T.noticeLink}
      </a>
    </>,
    null,
    <>
      <button type="button" onClick={optOutFromExplicitNotice}>
        {T.doNotSell}
      </button>
      <button type="button" onClick={closeExplicitNotice}>
        {T.close}
      </button>
    </>,
    closeExplicitNotice,
  );
}
