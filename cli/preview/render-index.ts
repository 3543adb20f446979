import { checkStations, type StationCheck } from '../pipeline/check-stations';
import { formatReport, type Problem, type Warning } from '../errors/problem';
import { escapeHtml } from '../render/escape';
import { previewPage } from './preview-page';

export interface IndexOptions {
  stationsDir: string;
  config?: string;
  cwd: string;
}

/**
 * The preview's home page: every station as a card with its verdict (valid, warning, broken) and
 * its problems and warnings written as the CLI writes them, linking its frames page, its embed
 * page, snippet and oEmbed document. Read afresh on every visit, as the station pages are.
 */
export async function renderIndex(options: IndexOptions): Promise<string> {
  const checked = await checkStations({ stations: 'all', stationsDir: options.stationsDir, config: options.config }, options.cwd);
  const title = 'radio-embed preview';
  if (!checked.ok) {
    // No station can be checked (a bad shared config, no stations folder): that is the page.
    return previewPage(title, `<h1>${title}</h1><div class="panel"><span class="badge broken">broken</span>${reports(checked.problems, checked.warnings)}</div>`);
  }
  const shared = checked.warnings.length ? `<div class="panel">${reports([], checked.warnings)}</div>` : '';
  const cards = checked.stations.map(card).join('') || `<p>No station files (&lt;id&gt;.json) in ${escapeHtml(options.stationsDir)}.</p>`;
  return previewPage(title, `<h1>${title}</h1>${shared}<div class="gallery">${cards}</div>`);
}

function card(station: StationCheck): string {
  const verdict = !station.ok ? 'broken' : station.warnings.length ? 'warning' : 'valid';
  const name = station.ok ? station.station.station.title : station.file;
  const id = station.id;
  const links = station.ok
    ? `<a href="/${id}/preview">frames &amp; snippet</a><a href="/${id}/">embed page</a><a href="/${id}/snippet.html">snippet.html</a><a href="/${id}/oembed.json">oEmbed</a>`
    : `<a href="/${id}/preview">details</a>`;
  return `<article class="card" data-station="${id}"><header><h2>${escapeHtml(name)} <small>#${id}</small></h2><span class="badge ${verdict}">${verdict}</span></header>${reports(station.ok ? [] : station.problems, station.warnings)}<p class="links">${links}</p></article>`;
}

/** Problems, then warnings, each line exactly as `radio-embed validate` prints it. */
export function reports(problems: readonly Problem[], warnings: readonly Warning[]): string {
  const lines = [...problems.map(formatReport), ...warnings.map((w) => `warning: ${formatReport(w)}`)];
  return lines.length ? `<pre class="reports">${escapeHtml(lines.join('\n'))}</pre>` : '';
}
