import type { PrivacyActions } from '../actions';
import type { PrivacyStores } from '../deps';
import { ExplicitNotice } from './ExplicitNotice';
import { InlineNotice } from './InlineNotice';
import { usePrivacyStyles } from './privacy-styles';
import { useStore } from '../../../lib/use-store';
import { $hostConsent } from '../../consent/public/host-consent-store';

/**
 * Both US privacy notices (spec §2 screen items 6 and 7). Renders nothing until the privacy
 * layer shows a notice. `noticeUrl` is `config.services.privacyNoticeUrl`; `actions` are the
 * running privacy session's (what the buttons do), `stores` the player's. Brings its own styles.
 */
export function PrivacyNotices({ noticeUrl, actions, stores }: { noticeUrl: string; actions: PrivacyActions; stores: PrivacyStores }) {
  usePrivacyStyles();
  const notice = useStore(stores.privacyNotice);
  const host = useStore($hostConsent); // a host GPP/USP CMP gives the US notice: none of ours
  // A host CMP still being asked holds the notice back; the GDPR decision alone (`geo`) does not.
  const hostAsking = host.status === 'asking' && host.pending?.some((source) => source !== 'geo') !== false;
  return (
    <>
      {notice.explicit && !hostAsking && !host.gpp && !host.usp && <ExplicitNotice noticeUrl={noticeUrl} actions={actions} />}
      <InlineNotice noticeUrl={noticeUrl} actions={actions} stores={stores} />
    </>
  );
}
