import { openPanel, type Panel } from '../panel/open-panel';
import { EN_SHORTCUTS } from '../words/shortcuts';
import { words } from '../../i18n/words';
import { Help } from './Help';

let help: Panel | undefined;

/** Opens the shortcuts' help (the `?` key, or Listening options), unless it is open already. */
export function openHelp(doc: Document): Panel {
  if (!help?.open) help = openPanel(doc, words(EN_SHORTCUTS).shortcuts, (close) => <Help onClose={close} />);
  return help;
}

/** Closes the help if it is open (Escape, the shortcuts' teardown). */
export const closeHelp = (): void => help?.close();
