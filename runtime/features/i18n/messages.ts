import type { EN_ADS } from './locales/en/ads';
import type { EN_LISTENING } from './locales/en/listening';
import type { EN_LOADER } from './locales/en/loader';
import type { EN_PLAYER } from './locales/en/player';
import type { EN_PRIVACY } from './locales/en/privacy';
import type { EN_RECENT } from './locales/en/recent';
import type { EN_SHARE } from './locales/en/share';
import type { EN_SHARE_POST } from './locales/en/share-post';
import type { EN_SLEEP } from './locales/en/sleep';

/**
 * Every word a listener sees or hears from a screen reader, by key. English lives in parts
 * (locales/en/*.ts), each in the code that shows it, so an English station's first load carries
 * only the first screen's words; every other language is one lazy file with every key.
 */
export type Messages = typeof EN_PLAYER & typeof EN_SHARE & typeof EN_SHARE_POST & typeof EN_RECENT & typeof EN_PRIVACY & typeof EN_ADS & typeof EN_LOADER &
  typeof EN_SLEEP &
  typeof EN_LISTENING;
