import type { Messages } from '../../runtime/features/i18n/messages';
import { EN_ADS } from '../../runtime/features/ads/words';
import { EN_LISTENING } from '../../runtime/features/listening/words/listening';
import { EN_LOADER } from '../../runtime/features/i18n/locales/en/loader';
import { EN_PLAYER } from '../../runtime/features/i18n/locales/en/player';
import { EN_PRIVACY } from '../../runtime/features/privacy/words';
import { EN_RECENT } from '../../runtime/features/recent/words';
import { EN_SHARE } from '../../runtime/features/social/public/share-words';
import { EN_SHARE_POST } from '../../runtime/features/social/share-post-words';
import { EN_SLEEP } from '../../runtime/features/listening/words/sleep';

/**
 * English whole: the reference catalogue (tests compare every language with it). The runtime
 * never imports this file; each part is imported where it is shown.
 */
const en: Messages = { ...EN_PLAYER, ...EN_SHARE, ...EN_SHARE_POST, ...EN_RECENT, ...EN_PRIVACY, ...EN_ADS, ...EN_LOADER, ...EN_SLEEP, ...EN_LISTENING };
export default en;
