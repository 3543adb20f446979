import { matchLanguage, type Language } from '../../../contract/languages';

/**
 * The iframe's title in each shipped language (each catalogue's `frameTitle`; a test keeps the
 * two equal). Its own small table because the loader runs on the host page and carries no
 * catalogue: these ten words are all it needs.
 */
export const FRAME_TITLES: Record<Language, string> = {
  en: 'Radio player',
  es: 'Reproductor de radio',
  fr: 'Lecteur radio',
  de: 'Radioplayer',
  pt: 'Player de rádio',
  it: 'Player radio',
  nl: 'Radiospeler',
  pl: 'Odtwarzacz radiowy',
  ar: 'مشغّل الراديو',
  he: 'נגן רדיו',
};

/** The frame's title for a BCP 47 tag; English for none or one the player does not ship. */
export function frameTitle(tag: string | undefined): string {
  return FRAME_TITLES[matchLanguage(tag) ?? 'en'];
}
