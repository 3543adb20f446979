// Loaded on the first click of Listening options (./ListeningButton.tsx).
import { useStore } from '../../../lib/use-store';
import type { StationState } from '../../../stores/station';
import { wantsLessData } from '../data-saver/data-saver';
import { dataUse } from '../data-saver/data-use';
import { lowDataOf } from '../data-saver/low-data';
import { setLowData } from '../data-saver/set-low-data';
import { announce } from '../panel/announce';
import { openPanel } from '../panel/open-panel';
import type { Player } from '../../../player/types';
import { openHelp } from '../shortcuts/open-help';
import { playerSleepTimer } from '../sleep-timer/player-timer';
import { SLEEP_MINUTES, type SleepTimer } from '../sleep-timer/sleep-timer';
import { EN_LISTEN_MENU } from '../words/listen-menu';
import { EN_SLEEP } from '../words/sleep';
import { words } from '../../i18n/words';
import { PanelHead } from '../../../ui/overlay/PanelHead';
import { listeningStores, type ListeningStores } from '../stores';

/** The words, with `{n}` filled in. */
const say = (text: string, n: number) => text.replace('{n}', `${n}`);

interface MenuProps {
  doc: Document;
  sleep: SleepTimer;
  station: StationState | null;
  /** The feature's stores: its "Low data" switch. */
  stores: ListeningStores;
  close: () => void;
}

/**
 * The menu under the panel header (title, Close): the sleep timer's lengths (the current one
 * pressed; a choice closes the menu), the "Low data" switch with the estimated MB per hour of the
 * stream it would play (where its bitrate is declared), the shortcuts' help.
 */
function ListeningMenu({ doc, sleep, station, stores, close }: MenuProps) {
  const low = !!useStore(lowDataOf(stores));
  const w = words({ ...EN_SLEEP, ...EN_LISTEN_MENU });
  const choose = (minutes: number | null) => {
    sleep.set(minutes);
    announce(doc, minutes === null ? w.sleepOff : say(w.sleepSet, minutes));
    close();
  };
  const openShortcuts = () => (close(), openHelp(doc));
  const megabytes = dataUse(station?.stream?.candidates ?? [], station?.config.data.bitrates, low || wantsLessData(doc.defaultView?.navigator));
  return (
    <>
      <PanelHead title={w.listeningOptions} closeLabel={w.close} closeClass="re-panel-close" onClose={close}>
        {/* The small strips' way to the help: its key ("?", the key that opens it), in the header's
            row. Its words at the end of Low data's row took a row of their own there, and at the
            end of that row the key alone still took a third in French, below the 300×90 frame.
            Elsewhere hidden (display: none), and the words below serve. */}
        <button type="button" className="re-panel-key" aria-label={w.shortcuts} onClick={openShortcuts}>
          ?
        </button>
      </PanelHead>
      <div className="re-panel-body">
        <div className="re-panel-row" role="group" aria-label={w.sleepTimer}>
          <span className="re-panel-label">{w.stopPlayingIn}</span>
          {SLEEP_MINUTES.map((minutes) => (
            <button type="button" key={minutes} aria-pressed={sleep.minutes === minutes} onClick={() => choose(minutes)}>
              {say(w.minutes, minutes)}
            </button>
          ))}
          <button type="button" aria-pressed={sleep.minutes === null} onClick={() => choose(null)}>
            {w.off}
          </button>
        </div>
        <div className="re-panel-row">
          {/* The estimate only where the stream's bitrate is known: a listener cannot act on "not declared". */}
          <button type="button" role="switch" className="re-switch" aria-checked={low} aria-describedby={megabytes === null ? undefined : 're-data-use'} onClick={() => setLowData(stores, !low)}>
            <i aria-hidden="true" />
            {w.lowData}
          </button>
          {megabytes !== null && (
            <span id="re-data-use" className="re-panel-label">
              {say(w.dataUse, megabytes)}
            </span>
          )}
          {/* Hidden in the small strips, where the header holds its key. */}
          <button type="button" className="re-panel-end" onClick={openShortcuts}>
            {w.shortcuts}
          </button>
        </div>
      </div>
    </>
  );
}

/** Opens Listening options over the player (a panel: ../panel/open-panel.tsx). */
export function openListeningMenu(doc: Document, player: Pick<Player, 'request' | 'station' | 'stores' | 'storesOf'>): void {
  const { station } = player;
  const sleep = playerSleepTimer(doc, player);
  openPanel(doc, words(EN_SLEEP).listeningOptions, (close) => <ListeningMenu doc={doc} sleep={sleep} station={station} stores={player.storesOf(listeningStores)} close={close} />);
}
