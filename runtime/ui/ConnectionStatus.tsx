import { EN_PLAYER } from '../features/i18n/locales/en/player';
import { words } from '../features/i18n/words';
import type { Connection } from '../stores/connection';
import { $connection } from '../stores/connection';
import { useStore } from '../lib/use-store';

/** What the screen says in each connection state; nothing while idle or playing (LIVE says it). */
const SAID: Partial<Record<Connection, keyof typeof EN_PLAYER>> = {
  connecting: 'connecting',
  buffering: 'buffering',
  reconnecting: 'reconnecting',
  failed: 'failed',
};

/**
 * The connection state in words (a polite live region: screen readers announce each change
 * without interrupting). Always rendered, so the announcement is heard; empty when there is
 * nothing to say. `data-state` is the state, for the layout's styles.
 */
export function ConnectionStatus() {
  const state = useStore($connection);
  return (
    <div className="re-status" role="status" data-state={state}>
      {SAID[state] && words(EN_PLAYER)[SAID[state]]}
    </div>
  );
}
