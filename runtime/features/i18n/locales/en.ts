import type { Messages } from '../messages';
import { EN_ADS } from './en/ads';
import { EN_LISTENING } from './en/listening';
import { EN_LOADER } from './en/loader';
import { EN_PLAYER } from './en/player';
import { EN_PRIVACY } from './en/privacy';
import { EN_RECENT } from './en/recent';
import { EN_SHARE } from './en/share';
import { EN_SHARE_POST } from './en/share-post';
import { EN_SLEEP } from './en/sleep';

/**
 * English whole: the reference catalogue (tests compare every language with it). The runtime
 * never imports this file; each part is imported where it is shown.
 */
const en: Messages = { ...EN_PLAYER, ...EN_SHARE, ...EN_SHARE_POST, ...EN_RECENT, ...EN_PRIVACY, ...EN_ADS, ...EN_LOADER, ...EN_SLEEP, ...EN_LISTENING };
export default en;
