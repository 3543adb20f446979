import type { LanguageDelivery } from '../i18n/language-delivery';
import type { CliOutput } from '../process';
import { formatReport, type Problem, type Warning } from '../errors/problem';
import { formatKilobytes } from './first-load';

/** What one built station tells the operator. */
export interface BuiltStation {
  id: number;
  /** The page as the user would name it: `<out-dir>/<id>/index.html`. */
  page: string;
  snippet: string;
  /** Gzip bytes of the page and everything it loads before the first click. */
  firstLoadGzip: number;
  /** `ui.locale` as written (`es-MX`): the language the page speaks unless `?lang=` asks for another. */
  locale: string;
  /** How a language other than English reaches the first load: inline or as chunks, and each way's bytes. */
  language?: LanguageDelivery;
}

export function reportWarnings(stderr: CliOutput, warnings: readonly Warning[]): void {
  for (const w of warnings) stderr.write(`warning: ${formatReport(w)}\n`);
}

export function reportProblems(stderr: CliOutput, problems: readonly Problem[]): void {
  for (const p of problems) stderr.write(`${formatReport(p)}\n`);
}

/**
 * `built station 42 → dist/42/index.html (en, first load 9.8 KB gzip)`; `unchanged station 42 → …`.
 * Another language says how its words come and what the other way would have cost:
 * `(es-MX, words inline 1.1 KB rather than chunks 1.9 KB, first load 17.0 KB gzip)`.
 */
export function formatBuilt(station: BuiltStation, verb: 'built' | 'unchanged' = 'built'): string {
  return `${verb} station ${station.id} → ${station.page} (${station.locale}${languageNote(station.language)}, first load ${formatKilobytes(station.firstLoadGzip)} gzip)`;
}

function languageNote(delivery: LanguageDelivery | undefined): string {
  if (!delivery) return '';
  const inline = `inline ${formatKilobytes(delivery.inlineGzip)}`;
  const chunks = `chunks ${formatKilobytes(delivery.chunksGzip)}`;
  return delivery.way === 'inline' ? `, words ${inline} rather than ${chunks}` : `, words as ${chunks} rather than ${inline}`;
}

export function reportBuilt(stdout: CliOutput, stations: readonly BuiltStation[], verb: 'built' | 'unchanged' = 'built'): void {
  for (const station of stations) stdout.write(`${formatBuilt(station, verb)}\n`);
}

/** `2 built, 9996 unchanged, 2 failed` */
export function formatCounts(counts: { built: number; unchanged: number; failed: number }): string {
  return `${counts.built} built, ${counts.unchanged} unchanged, ${counts.failed} failed`;
}
