import type { EN_ADS } from '../ads/words';
import type { EN_LISTENING } from '../listening/words/listening';
import type { EN_LOADER } from './locales/en/loader';
import type { EN_PLAYER } from './locales/en/player';
import type { EN_PRIVACY } from '../privacy/words';
import type { EN_RECENT } from '../recent/words';
import type { EN_SHARE } from '../social/public/share-words';
import type { EN_SHARE_POST } from '../social/share-post-words';
import type { EN_SLEEP } from '../listening/words/sleep';

/**
 * Every word a listener sees or hears from a screen reader, by key. English lives in parts, each
 * in the code that shows it, so an English station's first load carries only the first screen's
 * words: the shell's (locales/en/player.ts, loader.ts) here, a feature's in its folder (its
 * words.ts; imported here for their types only). Every other language is one lazy file with
 * every key (locales/<code>.ts): one fetch, or the words a page inlines, whatever the features.
 */
export type Messages = typeof EN_PLAYER & typeof EN_SHARE & typeof EN_SHARE_POST & typeof EN_RECENT & typeof EN_PRIVACY & typeof EN_ADS & typeof EN_LOADER &
  typeof EN_SLEEP &
  typeof EN_LISTENING;
