import { $reconnecting } from '../stores/connection';
import { useStore } from './use-store';

/**
 * Says "Reconnecting…" while a dropped stream is being got back (a polite live region: screen
 * readers announce it without interrupting). Always rendered, so the announcement is heard.
 */
export function ConnectionStatus() {
  return (
    <div className="re-status" role="status">
      {useStore($reconnecting) ? 'Reconnecting…' : ''}
    </div>
  );
}
