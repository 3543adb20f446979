import type { Language } from '../../../contract/languages';
import type { Messages } from './messages';

type Catalogue = () => Promise<{ default: Messages }>;

/**
 * Every language but English, each its own lazy chunk: a station's first load never carries
 * another language's words, and English (in the code that shows it) needs no chunk at all.
 */
export const CATALOGUES: Record<Exclude<Language, 'en'>, Catalogue> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
  it: () => import('./locales/it'),
  nl: () => import('./locales/nl'),
  pl: () => import('./locales/pl'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
};
