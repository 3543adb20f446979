// Loaded when the player's document first gets focus or a key (../listening.ts).
import { openPanel, type Panel } from '../panel/open-panel';
import type { ListenerRequests, PlaybackView } from '../requests';
import { EN_SHORTCUTS } from '../../i18n/locales/en/shortcuts';
import { words } from '../../i18n/words';
import { Help } from './Help';
import { shortcutFor } from './keys';
import { runPlayerShortcut } from './run-shortcut';

export { runPlayerShortcut };

let help: Panel | undefined;

/** Opens the shortcuts' help (the `?` key, or Listening options), unless it is open already. */
export function openHelp(doc: Document): Panel {
  if (!help?.open) help = openPanel(doc, words(EN_SHORTCUTS).shortcuts, (close) => <Help onClose={close} />);
  return help;
}

/**
 * Keyboard shortcuts inside the player's own document only (a framed player hears keys only
 * while it has focus; the host page's keys are never seen): Space/K play-stop, M mute, ↑/↓
 * volume, `?` the help, Escape closes it. `first` is the key press that loaded this code, if
 * any, handled late. Returns the teardown.
 */
export function startShortcuts(doc: Document, playback: PlaybackView, request: ListenerRequests, first?: Event): () => void {
  const onKey = (event: KeyboardEvent): void => {
    const shortcut = shortcutFor(event);
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut === 'help') openHelp(doc);
    else if (shortcut === 'close') help?.close();
    else runPlayerShortcut(shortcut, request, playback);
  };
  if (first?.type === 'keydown') onKey(first as KeyboardEvent);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('keydown', onKey);
    help?.close();
  };
}
