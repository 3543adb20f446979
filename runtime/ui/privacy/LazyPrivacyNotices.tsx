import { useEffect, useState, type ComponentType } from 'react';
import { log } from '../../log/logger';

type Notices = ComponentType<{ noticeUrl: string }>;

/**
 * The notices, downloaded only for a station with privacy on: a station without it never loads
 * their code. Place it in the player where the notices belong (spec §2 screen items 6 and 7).
 */
export function LazyPrivacyNotices({ enabled, noticeUrl }: { enabled: boolean; noticeUrl: string }) {
  const [Loaded, setLoaded] = useState<Notices | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void import('./PrivacyNotices').then(({ PrivacyNotices }) => {
      if (live) setLoaded(() => PrivacyNotices);
    }, (error: unknown) => log.error('Unable to load the privacy notices', error));
    return () => {
      live = false;
    };
  }, [enabled]);
  return Loaded ? <Loaded noticeUrl={noticeUrl} /> : null;
}
