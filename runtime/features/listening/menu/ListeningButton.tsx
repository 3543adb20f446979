import './listening-button.css';
import { useStore } from '../../../lib/use-store';
import { usePlayer } from '../../../player/context';
import { Icon } from '../../../ui/controls/icons';
import { OverlayButton } from '../../../ui/controls/OverlayButton';
import { EN_SLEEP } from '../words/sleep';
import { words } from '../../i18n/words';
import { listeningStores } from '../stores';

/**
 * Listening options in the bar (issue 20, docs/screen.md): one button for the sleep timer, "Low
 * data" and the shortcuts' help, whose menu is a lazy chunk (./body.tsx) loaded on the first
 * click. While the sleep timer runs it shows the minutes left instead of its moon, so it never
 * grows wider than the other buttons.
 */
export function ListeningButton() {
  const player = usePlayer();
  const left = useStore(player.storesOf(listeningStores).sleepLeft);
  const w = words(EN_SLEEP);
  return (
    <OverlayButton
      label={left === null ? w.listeningOptions : w.optionsSleepLeft.replace('{n}', `${left}`)}
      className="re-options"
      open={(button) => import('./body').then((body) => body.openListeningMenu(button.ownerDocument, player))}
      failure="Unable to load the listening options"
    >
      {left === null ? <Icon d="M14 3a9 9 0 1 0 7 14.6A8 8 0 0 1 14 3z" /> : `${left}′`}
    </OverlayButton>
  );
}
