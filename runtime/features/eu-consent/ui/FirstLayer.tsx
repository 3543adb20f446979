import type { RefObject } from 'preact';
import type { EuConsentWords } from '../../i18n/public/eu-consent-words';
import { NoticeSheet } from '../../privacy/public/notice-kit';
import type { ConsentController } from '../controller';
import type { LoadedVendorList } from '../vendor-list';

export interface FirstLayerProps {
  controller: ConsentController;
  words: EuConsentWords;
  station: string;
  noticeUrl: string;
  list: LoadedVendorList;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The first layer: who asks, how many partners, for which purposes (the vendor list's names, in
 * the listener's language where the list has it), and three equally prominent buttons: Accept
 * all, Reject all, Settings. A modal sheet over the frame, as the US notice is; Escape closes it
 * without a choice (nothing consented meanwhile).
 */
export function FirstLayer({ controller, words: T, station, noticeUrl, list, returnFocusTo }: FirstLayerProps) {
  const scope = controller.scope();
  const purposes = [...new Set([...scope.purposes, ...scope.liPurposes])].map((id) => list.gvl.purposes[id]?.name).filter(Boolean);
  const features = scope.specialFeatures.map((id) => list.gvl.specialFeatures[id]?.name).filter(Boolean);
  const intro = T.intro.replace('{station}', station).replace('{count}', String(scope.vendors.length));
  return NoticeSheet(
    're-eu-consent',
    T.title,
    <>
      {intro} {[...purposes, ...features].join('; ')}.
    </>,
    <p>
      {T.choiceNote}{' '}
      <a href={noticeUrl} target="_blank" rel="noopener">
        {T.policy}
      </a>
    </p>,
    <>
      <button type="button" data-choice="accept-all" onClick={controller.acceptAll}>
        {T.acceptAll}
      </button>
      <button type="button" data-choice="reject-all" onClick={controller.rejectAll}>
        {T.rejectAll}
      </button>
      <button type="button" data-choice="settings" onClick={controller.settings}>
        {T.settings}
      </button>
    </>,
    controller.close,
    returnFocusTo,
  );
}
