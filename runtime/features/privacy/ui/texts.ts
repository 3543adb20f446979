import { EN_PRIVACY } from '../words';
import { words } from '../../i18n/words';

/**
 * Every privacy text in the player's language: English verbatim from spec §2 (EN_PRIVACY), or
 * the chosen language's faithful translation of it.
 */
export const privacyTexts = (): typeof EN_PRIVACY => words(EN_PRIVACY);
