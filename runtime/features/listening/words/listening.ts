import { EN_INACTIVITY } from './inactivity';
import { EN_LISTEN_MENU } from './listen-menu';
import { EN_SHORTCUTS } from './shortcuts';

/**
 * Every word of the listening features' panels, for the catalogue's type (i18n/messages.ts) and
 * the English whole (test/support/english.ts). The runtime imports each panel's part where it shows it, so
 * opening one panel downloads only its own words.
 */
export const EN_LISTENING = { ...EN_LISTEN_MENU, ...EN_SHORTCUTS, ...EN_INACTIVITY };
