import { matchLanguage, SHIPPED_LANGUAGES } from '../../contract/languages';
import type { StationCheck } from '../pipeline/check-stations';
import { escapeHtml } from '../render/escape';
import { renderSnippetHtml } from '../render/render-snippet';
import { SCHEME_BACKGROUNDS, schemeName } from '../render/scheme-colours';
import { previewPage } from './preview-page';
import { reports } from './render-index';

/** The frame sizes hosts give players most often (issue 21 §1), labelled as operators know them. */
export const PREVIEW_FRAMES = [
  { label: 'snippet 480×180', width: 480, height: 180 },
  { label: 'small 320×120', width: 320, height: 120 },
  { label: 'leaderboard 728×90', width: 728, height: 90 },
  { label: 'medium rectangle 300×250', width: 300, height: 250 },
  { label: 'phone 390×180', width: 390, height: 180 },
] as const;

const THEMES = ['dark', 'light'] as const;

export interface FramesPageInput {
  station: StationCheck;
  /** `?theme=` of this page: the scheme every frame is shown in; undefined: the station's own. */
  theme?: string;
  /** `?lang=` of this page: the language every frame speaks (the embed's own `?lang=`); undefined: the station's. */
  lang?: string;
  publicUrl: string;
  snippetTemplate: string;
}

/**
 * One station as listeners will meet it: the real embed page in an iframe at each common size,
 * a switch between the Dark and Light schemes (the embed's own `?theme=`), one between the shipped
 * languages (`?lang=`, right to left for Arabic and Hebrew), and the snippet to
 * copy. A station that does not validate shows its problems instead, as the CLI writes them.
 */
export function renderFramesPage(input: FramesPageInput): string {
  const { station } = input;
  const id = station.id;
  const back = '<p><a href="/">← all stations</a></p>';
  if (!station.ok) {
    return previewPage(`#${id} — radio-embed preview`, `${back}<h1>${escapeHtml(station.file)} <span class="badge broken">broken</span></h1>${reports(station.problems, station.warnings)}`);
  }
  const title = station.station.station.title;
  const theme = THEMES.find((t) => t === input.theme);
  const scheme = theme ?? schemeName(station.station.ui.scheme);
  const lang = input.lang ? matchLanguage(input.lang) : undefined;
  // Each switch keeps the other's choice.
  const query = (choice: { theme?: string; lang?: string }) => {
    const params = new URLSearchParams(Object.entries(choice).filter((entry): entry is [string, string] => !!entry[1]));
    return params.size ? `?${params}` : '';
  };
  const switches = [undefined, ...THEMES]
    .map((t) => {
      const label = t === undefined ? `station (${station.station.ui.scheme})` : t === 'dark' ? 'Dark' : 'Light';
      return `<a href="/${id}/preview${query({ theme: t, lang })}"${t === theme ? ' aria-current="page"' : ''}>${label}</a>`;
    })
    .join('');
  const languages = [undefined, ...SHIPPED_LANGUAGES]
    .map((l) => `<a href="/${id}/preview${query({ theme, lang: l })}"${l === lang ? ' aria-current="page"' : ''}>${l ?? `station (${escapeHtml(station.station.ui.locale)})`}</a>`)
    .join('');
  const src = `/${id}/${query({ theme, lang })}`;
  const frames = PREVIEW_FRAMES.map(
    (f) =>
      `<figure><figcaption>${f.label}</figcaption><iframe src="${src}" title="${escapeHtml(`${title} player, ${f.label}`)}" width="${f.width}" height="${f.height}" style="width:${f.width}px;height:${f.height}px;background:${SCHEME_BACKGROUNDS[scheme]}" allow="autoplay; clipboard-write"></iframe></figure>`,
  ).join('');
  const snippet = renderSnippetHtml({ template: input.snippetTemplate, sid: id, title, publicUrl: input.publicUrl, scheme: station.station.ui.scheme });
  return previewPage(
    `${title} — radio-embed preview`,
    `${back}<h1>${escapeHtml(title)} <small>#${id}</small> <span class="badge ${station.warnings.length ? 'warning' : 'valid'}">${station.warnings.length ? 'warning' : 'valid'}</span></h1>` +
      reports([], station.warnings) +
      `<nav class="switches" aria-label="Scheme">Scheme: ${switches}</nav>` +
      `<nav class="lang-switches" aria-label="Language">Language: ${languages}</nav><div class="frames">${frames}</div>` +
      `<div class="panel"><h2>The snippet to paste</h2><textarea readonly aria-label="snippet" onfocus="this.select()">${escapeHtml(snippet)}</textarea></div>`,
  );
}
