import { checkStations, type StationCheck } from '../pipeline/check-stations';
import { formatReport, type Problem, type Warning } from '../errors/problem';
import { escapeHtml } from '../render/escape';
import type { ProjectContext } from '../validate/validate-project-config';
import type { DoctorBadges, DoctorVerdict } from './doctor-badges';
import { previewPage } from './preview-page';

export interface IndexOptions {
  stationsDir: string;
  config?: string;
  cwd: string;
  /** `doctor`'s view of each valid station; without it the badge says what validate says. */
  badges?: DoctorBadges;
}

/** While a station is being checked, the gallery reloads itself this often (no script needed). */
const CHECKING_RELOAD_S = 2;

/**
 * The preview's home page: every station as a card with its verdict (valid, warning, error,
 * broken; "checking…" while `doctor` checks it in the background) and its problems and warnings
 * written as the CLI writes them, linking its frames page, its embed page, snippet and oEmbed
 * document. Read afresh on every visit, as the station pages are.
 */
export async function renderIndex(options: IndexOptions): Promise<string> {
  const checked = await checkStations({ stations: 'all', stationsDir: options.stationsDir, config: options.config }, options.cwd);
  const title = 'radio-embed preview';
  if (!checked.ok) {
    // No station can be checked (a bad shared config, no stations folder): that is the page.
    return previewPage(title, `<h1>${title}</h1><div class="panel"><span class="badge broken">broken</span>${reports(checked.problems, checked.warnings)}</div>`);
  }
  const shared = checked.warnings.length ? `<div class="panel">${reports([], checked.warnings)}</div>` : '';
  const verdicts = checked.stations.map((station) => doctorVerdict(station, checked.project, options.badges));
  const cards = checked.stations.map((station, i) => card(station, verdicts[i])).join('') || `<p>No station files (&lt;id&gt;.json) in ${escapeHtml(options.stationsDir)}.</p>`;
  const checking = verdicts.some((v) => v?.state === 'checking');
  const head = checking ? `<meta http-equiv="refresh" content="${CHECKING_RELOAD_S}">` : '';
  return previewPage(title, `<h1>${title}</h1>${shared}<div class="gallery">${cards}</div>`, head);
}

function doctorVerdict(station: StationCheck, project: ProjectContext, badges: DoctorBadges | undefined): DoctorVerdict | undefined {
  return station.ok && badges ? badges.verdict(station.id, station.station, project) : undefined;
}

/** The badge: validate's verdict, then doctor's where it has one. */
function badgeOf(station: StationCheck, doctor: DoctorVerdict | undefined): { label: string; kind: string } {
  if (!station.ok) return { label: 'broken', kind: 'broken' };
  if (doctor?.state === 'checking') return { label: 'checking…', kind: 'checking' };
  if (doctor && doctor.errors > 0) return { label: 'error', kind: 'broken' };
  if (station.warnings.length || (doctor && doctor.warnings > 0)) return { label: 'warning', kind: 'warning' };
  return { label: 'valid', kind: 'valid' };
}

function card(station: StationCheck, doctor: DoctorVerdict | undefined): string {
  const badge = badgeOf(station, doctor);
  const name = station.ok ? station.station.station.title : station.file;
  const id = station.id;
  const links = station.ok
    ? `<a href="/${id}/preview">frames &amp; snippet</a><a href="/${id}/">embed page</a><a href="/${id}/snippet.html">snippet.html</a><a href="/${id}/oembed.json">oEmbed</a>`
    : `<a href="/${id}/preview">details</a>`;
  const found = doctor?.state === 'done' ? doctor.lines : [];
  return `<article class="card" data-station="${id}"><header><h2>${escapeHtml(name)} <small>#${id}</small></h2><span class="badge ${badge.kind}">${badge.label}</span></header>${reports(station.ok ? [] : station.problems, station.warnings, found)}<p class="links">${links}</p></article>`;
}

/** Problems, then warnings, each line exactly as `radio-embed validate` prints it; then doctor's findings. */
export function reports(problems: readonly Problem[], warnings: readonly Warning[], doctor: readonly string[] = []): string {
  const lines = [...problems.map(formatReport), ...warnings.map((w) => `warning: ${formatReport(w)}`), ...doctor];
  return lines.length ? `<pre class="reports">${escapeHtml(lines.join('\n'))}</pre>` : '';
}
