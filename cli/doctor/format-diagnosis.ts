import type { StationDiagnosis } from './doctor-station';
import { countBySeverity, type Severity } from './finding';
import { terminalSafe } from './terminal-safe';

const LABEL: Record<Severity, string> = { error: 'error  ', warning: 'warning', info: 'ok     ' };
const INDENT = '             ';

/**
 * For a terminal: per station, each address and what was found, the listener's view and the fix
 * under each problem; then the counts. What servers sent (a CODECS attribute, a `listenurl`, a
 * Content-Type, a playlist's entries) is in there: each line is made terminal-safe, so an escape
 * sequence is shown, never run, and a line break cannot forge a line of its own.
 *
 *   station 42 (stations/42.json)
 *     data.audioHtml  http://radio.example/live.mp3
 *       ok       HTTP 200, Content-Type audio/mpeg
 *       warning  the first 128 KB took 4.3 s
 *                listener: …
 *                fix: …
 */
export function formatDiagnosis(diagnosis: StationDiagnosis): string {
  const lines = [`station ${diagnosis.id} (${diagnosis.file})`];
  for (const subject of diagnosis.subjects) {
    lines.push(`  ${subject.setting}${subject.url ? `  ${subject.url}` : ''}`);
    for (const f of subject.findings) {
      lines.push(`    ${LABEL[f.severity]}  ${f.says}`);
      if (f.severity === 'info') continue;
      lines.push(`${INDENT}listener: ${f.listener}`, `${INDENT}fix: ${f.fix}`);
    }
  }
  const counts = countBySeverity(diagnosis.subjects);
  lines.push(`station ${diagnosis.id}: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}`, '');
  return lines.map(terminalSafe).join('\n');
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `doctor --json`: per station, each address with its findings, and whether any is an error. */
export function diagnosisJson(diagnosis: StationDiagnosis) {
  const counts = countBySeverity(diagnosis.subjects);
  return { id: diagnosis.id, file: diagnosis.file, ok: counts.error === 0, counts, checks: diagnosis.subjects };
}
