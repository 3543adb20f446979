import { EN_PLAYER } from '../features/i18n/locales/en/player';
import { words } from '../features/i18n/words';
import type { Connection } from '../stores/connection';
import { usePlayer } from '../player/context';
import { useStore } from '../lib/use-store';

/**
 * The states the screen puts in words (each the catalogue's key of the same name); nothing while
 * idle or playing (LIVE says it).
 */
type Said = Extract<Connection, keyof typeof EN_PLAYER>;
const said = (state: Connection): state is Said => state in EN_PLAYER;

/**
 * The connection state in words (a polite live region: screen readers announce each change
 * without interrupting). Always rendered, so the announcement is heard; empty when there is
 * nothing to say. `data-state` is the state, for the layout's styles. A stream down at start
 * says the station's `ui.offAirText`, where it has one, instead of the generic failure.
 */
export function ConnectionStatus() {
  const { stores, station } = usePlayer();
  const state = useStore(stores.connection);
  const offAir = useStore(stores.offAir) && station?.config.ui.offAirText;
  return (
    <div className="re-status" role="status" data-state={state}>
      {offAir || (said(state) && words(EN_PLAYER)[state])}
    </div>
  );
}
