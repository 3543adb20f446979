import type { StationCheck } from '../pipeline/check-stations';
import { escapeHtml } from '../render/escape';
import { renderSnippetHtml } from '../render/render-snippet';
import { SCHEME_BACKGROUNDS, schemeName } from '../render/scheme-colours';
import { previewPage } from './preview-page';
import { embedSrc, LANGUAGES, pageHref, THEMES, type PreviewView } from './preview-view';
import { reports } from './render-index';
import { renderPrivacyPanel } from './render-privacy-panel';
import { switchRow } from './render-switches';

/** The frame sizes hosts give players most often (issue 21 §1), labelled as operators know them. */
export const PREVIEW_FRAMES = [
  { label: 'snippet 480×180', width: 480, height: 180 },
  { label: 'small 320×120', width: 320, height: 120 },
  { label: 'leaderboard 728×90', width: 728, height: 90 },
  { label: 'medium rectangle 300×250', width: 300, height: 250 },
  { label: 'phone 390×180', width: 390, height: 180 },
] as const;

export interface FramesPageInput {
  station: StationCheck;
  /** What the frames are shown as (this page's query; `geo` already one the station offers). */
  view: PreviewView;
  publicUrl: string;
  snippetTemplate: string;
}

/**
 * One station as listeners will meet it: the real embed page in an iframe at each common size;
 * switches for the scheme (the embed's own `?theme=`), the language (`?lang=`) and the privacy
 * simulation; and the snippet to copy. A station that does not validate shows its problems
 * instead, as the CLI writes them.
 */
export function renderFramesPage(input: FramesPageInput): string {
  const { station } = input;
  const id = station.id;
  const back = '<p><a href="/">← all stations</a></p>';
  if (!station.ok) {
    return previewPage(`#${id} — radio-embed preview`, `${back}<h1>${escapeHtml(station.file)} <span class="badge broken">broken</span></h1>${reports(station.problems, station.warnings)}`);
  }
  const title = station.station.station.title;
  const { view } = input;
  const scheme = view.theme ?? schemeName(station.station.ui.scheme);
  const schemes = switchRow(
    'Scheme',
    [undefined, ...THEMES].map((theme) => ({
      label: theme === undefined ? `station (${station.station.ui.scheme})` : theme === 'dark' ? 'Dark' : 'Light',
      href: pageHref(id, { ...view, theme }),
      current: theme === view.theme,
    })),
  );
  const languages = switchRow('Language', [
    { label: 'station', href: pageHref(id, { ...view, lang: undefined }), current: view.lang === undefined },
    ...LANGUAGES.map(([code, name]) => ({ label: name, lang: code, href: pageHref(id, { ...view, lang: code }), current: code === view.lang })),
  ]);
  const src = embedSrc(id, view);
  const frames = PREVIEW_FRAMES.map(
    (f) =>
      `<figure><figcaption>${f.label}</figcaption><iframe src="${escapeHtml(src)}" title="${escapeHtml(`${title} player, ${f.label}`)}" width="${f.width}" height="${f.height}" style="width:${f.width}px;height:${f.height}px;background:${SCHEME_BACKGROUNDS[scheme]}" allow="autoplay; clipboard-write"></iframe></figure>`,
  ).join('');
  const snippet = renderSnippetHtml({ template: input.snippetTemplate, sid: id, title, publicUrl: input.publicUrl, scheme: station.station.ui.scheme });
  return previewPage(
    `${title} — radio-embed preview`,
    `${back}<h1>${escapeHtml(title)} <small>#${id}</small> <span class="badge ${station.warnings.length ? 'warning' : 'valid'}">${station.warnings.length ? 'warning' : 'valid'}</span></h1>` +
      reports([], station.warnings) +
      schemes +
      languages +
      renderPrivacyPanel(id, station.station, view) +
      `<div class="frames">${frames}</div>` +
      `<div class="panel"><h2>The snippet to paste</h2><textarea readonly aria-label="snippet" onfocus="this.select()">${escapeHtml(snippet)}</textarea></div>`,
  );
}
