import type { ReadableAtom } from 'nanostores';
import type { PrivacyStatus } from '../../../stores/privacy';

/**
 * Resolves once privacy is settled — the mode is resolved, or cannot be this page (`failed`;
 * the fail-closed strings then stand). The stream waits on this before its first request so that
 * request carries the listener's real strings. Immediate for a station with privacy off
 * (the privacy face settles it synchronously); otherwise the privacy chunk's download and
 * the geo timeout (3 s) bound the wait. Resolves with the status at that moment if `signal`
 * aborts first. `$privacyStatus` is the player's (`player.stores.privacyStatus`).
 */
export function privacySettled($privacyStatus: ReadableAtom<PrivacyStatus>, signal?: AbortSignal): Promise<PrivacyStatus> {
  return new Promise((resolve) => {
    const done = (status: PrivacyStatus): boolean => status === 'resolved' || status === 'failed';
    if (done($privacyStatus.get()) || signal?.aborted) return resolve($privacyStatus.get());
    const finish = (): void => {
      unlisten();
      signal?.removeEventListener('abort', finish);
      resolve($privacyStatus.get());
    };
    const unlisten = $privacyStatus.listen((status) => {
      if (done(status)) finish();
    });
    signal?.addEventListener('abort', finish, { once: true });
  });
}
