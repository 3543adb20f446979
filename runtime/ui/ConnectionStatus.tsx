import { $offAir } from '../features/listening/off-air/state';
import { $connection, type Connection } from '../stores/connection';
import { $station } from '../stores/station';
import { useStore } from '../lib/use-store';

/** What the screen says in each connection state; nothing while idle or playing (LIVE says it). */
const WORDS: Partial<Record<Connection, string>> = {
  connecting: 'Connecting…',
  buffering: 'Buffering…',
  reconnecting: 'Reconnecting…',
  failed: 'Stream unavailable',
};

/**
 * The connection state in words (a polite live region: screen readers announce each change
 * without interrupting). Always rendered, so the announcement is heard; empty when there is
 * nothing to say. `data-state` is the state, for the layout's styles. A stream down at start
 * says the station's `ui.offAirText`, where it has one, instead of the generic failure.
 */
export function ConnectionStatus() {
  const state = useStore($connection);
  const offAir = useStore($offAir) && $station.get()?.config.ui.offAirText;
  return (
    <div className="re-status" role="status" data-state={state}>
      {offAir || WORDS[state]}
    </div>
  );
}
