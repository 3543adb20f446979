/**
 * What a station's preview page shows its frames as: the page's own query (`?theme=light&lang=fr
 * &geo=va&gpc=1`), and the embed address each frame gets from it. Scheme and language are the
 * embed's own parameters; the privacy situation and GPC are preview's (`preview_geo`,
 * `preview_gpc`), read by preview when it serves the frame's page and ignored by the runtime.
 */
export interface PreviewView {
  theme?: 'dark' | 'light';
  lang?: string;
  /** A situation id (privacy-simulation.ts); undefined with privacy off. */
  geo?: string;
  gpc: boolean;
}

export const THEMES = ['dark', 'light'] as const;

/**
 * The languages the embed speaks (`?lang=`, issue 19), each named in itself; the same codes, in
 * the same order, as `SHIPPED_LANGUAGES` (contract/languages.ts; test/cli/ui-locale.test.ts keeps
 * them equal).
 */
export const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['pt', 'Português'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
] as const;

/** The page's query, each value kept only when it is one the switches offer. */
export function readView(query: URLSearchParams): PreviewView {
  const theme = THEMES.find((t) => t === query.get('theme'));
  const lang = LANGUAGES.find(([code]) => code === query.get('lang'))?.[0];
  return { theme, lang, geo: query.get('geo') ?? undefined, gpc: query.get('gpc') === '1' };
}

/** The frames' address: the station's embed page with the view's parameters. */
export function embedSrc(id: number, view: PreviewView): string {
  return `/${id}/${queryOf([
    ['theme', view.theme],
    ['lang', view.lang],
    ['preview_geo', view.geo],
    ['preview_gpc', view.gpc ? '1' : undefined],
  ])}`;
}

/** This page with one switch changed (the others kept). */
export function pageHref(id: number, view: PreviewView): string {
  return `/${id}/preview${queryOf([
    ['theme', view.theme],
    ['lang', view.lang],
    ['geo', view.geo],
    ['gpc', view.gpc ? '1' : undefined],
  ])}`;
}

function queryOf(pairs: [string, string | undefined][]): string {
  const query = new URLSearchParams(pairs.filter((pair): pair is [string, string] => pair[1] !== undefined)).toString();
  return query ? `?${query}` : '';
}
