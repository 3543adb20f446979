import { usePlayer } from '../../../player/context';
import { useStore } from '../../../lib/use-store';

/**
 * Where the US privacy notices go in the player (spec §2 screen items 6 and 7). It downloads
 * nothing itself: for a station with privacy on, the privacy body that its face
 * (../face.ts) loads puts the notices in `stores.privacyNoticesView`; with privacy off it stays empty.
 */
export function LazyPrivacyNotices() {
  const { stores } = usePlayer();
  const Notices = useStore(stores.privacyNoticesView);
  // The EU listener's own consent dialog (features/eu-consent), in the same place.
  const Consent = useStore(stores.consentNoticeView);
  return (
    <>
      {Notices && <Notices />}
      {Consent && <Consent />}
    </>
  );
}
