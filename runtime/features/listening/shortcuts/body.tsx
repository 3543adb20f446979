// Loaded when the player's document first gets focus or a key (../listening.ts).
import type { ListenerRequests, PlaybackView } from '../requests';
import { closeHelp, openHelp } from './open-help';
import { shortcutFor } from './keys';
import { runPlayerShortcut } from './run-shortcut';

export { runPlayerShortcut };

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
    else if (shortcut === 'close') closeHelp();
    else runPlayerShortcut(shortcut, request, playback);
  };
  if (first?.type === 'keydown') onKey(first as KeyboardEvent);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('keydown', onKey);
    closeHelp();
  };
}
