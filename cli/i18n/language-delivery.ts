import type { InlineWords } from '../../contract/inline-words';
import { type Language, matchLanguage } from '../../contract/languages';
import type { RuntimeBundle } from '../bundle/bundle-runtime';
import { assetsGzipSize, gzipSize, lazyChunkPaths, lazyEntryNames } from '../report/first-load';
import { CHOOSER_ENTRY, catalogueEntry, catalogueWords } from './catalogue-words';

/** What a page carries for its language: chunks to preload with it, or the words themselves. */
export interface PageLanguage {
  preloads: string[];
  inlineWords?: InlineWords;
}

/** The way a station's words reach its first load, and what each way costs it (gzip bytes). */
export interface LanguageDelivery {
  language: Language;
  way: 'inline' | 'chunks';
  /** What inlining adds to the page. */
  inlineGzip: number;
  /** What the preload links add to the page, plus the chooser's and the catalogue's chunks. */
  chunksGzip: number;
}

export interface LanguageChoice {
  page: PageLanguage;
  /** Gzip bytes of the chunks the page preloads (0 inline): part of its first load. */
  chunksFetchedGzip: number;
  /** Undefined for English (nothing to deliver) and for a bundle without the language's chunk. */
  delivery?: LanguageDelivery;
}

/**
 * Issue 19: a station whose `ui.locale` is not English needs its words before the first render.
 * Either the page preloads the chooser and the catalogue chunks (shared by every station in that
 * language, cached once), or it carries the words inline (no request, no chooser, bytes in every
 * page). Whichever adds fewer gzip bytes to this station's first load wins; a tie inlines (one
 * round trip fewer). `renderPage` renders the station's page with a given language part.
 */
export function chooseLanguageDelivery(bundle: RuntimeBundle, locale: string, renderPage: (language: PageLanguage) => string): LanguageChoice {
  const language = matchLanguage(locale) ?? 'en';
  const none: PageLanguage = { preloads: [] };
  if (language === 'en' || !lazyEntryNames(bundle).includes(catalogueEntry(language))) return { page: none, chunksFetchedGzip: 0 };
  const chunks = [...new Set([CHOOSER_ENTRY, catalogueEntry(language)].flatMap((entry) => lazyChunkPaths(bundle, entry)))];
  const viaChunks: PageLanguage = { preloads: chunks };
  const inline: PageLanguage = { preloads: [], inlineWords: { language, words: catalogueWords(bundle, language) } };
  const bare = gzipSize([renderPage(none)]);
  const inlineGzip = gzipSize([renderPage(inline)]) - bare;
  const fetched = assetsGzipSize(bundle, chunks);
  const chunksGzip = gzipSize([renderPage(viaChunks)]) - bare + fetched;
  const delivery: LanguageDelivery = { language, way: inlineGzip <= chunksGzip ? 'inline' : 'chunks', inlineGzip, chunksGzip };
  return delivery.way === 'inline' ? { page: inline, chunksFetchedGzip: 0, delivery } : { page: viaChunks, chunksFetchedGzip: fetched, delivery };
}
