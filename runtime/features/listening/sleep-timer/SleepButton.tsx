import './sleep-button.css';
import { useStore } from '../../../lib/use-store';
import { usePlayer } from '../../../player/context';
import { Icon } from '../../../ui/controls/icons';
import { EN_SLEEP } from '../../i18n/locales/en/sleep';
import { words } from '../../i18n/words';
import { $sleepLeft } from './state';

/**
 * The sleep timer's control in the bar (issue 20 §3): a moon that opens the menu (its lazy body,
 * loaded on the first click); while the timer runs it shows the minutes left instead, so it
 * never grows wider than the other buttons.
 */
export function SleepButton() {
  const left = useStore($sleepLeft);
  const { request } = usePlayer();
  const w = words(EN_SLEEP);
  return (
    <button
      type="button"
      className="re-btn re-sleep"
      aria-label={left === null ? w.sleepTimer : w.sleepLeft.replace('{n}', `${left}`)}
      aria-haspopup="dialog"
      onClick={(event) => {
        const button = event.currentTarget;
        button.focus();
        void import('./body').then((body) => body.openSleepMenu(button.ownerDocument, request));
      }}
    >
      {left === null ? <Icon d="M14 3a9 9 0 1 0 7 14.6A8 8 0 0 1 14 3z" /> : `${left}′`}
    </button>
  );
}
