// The README's size figures, written from a build (measure-sizes.ts) so they cannot drift:
// `npm run sizes` rewrites the section between the markers, readme-sizes.test.ts fails when the
// README's section differs from what the build gives.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatKilobytes } from '../../cli/report/first-load';
import { type Budgets, measureSizes, readBudgets, type Sizes } from './measure-sizes';

export const SIZES_BEGIN = '<!-- sizes: written by `npm run sizes` from a build and test/budget/budgets.json -->';
export const SIZES_END = '<!-- /sizes -->';

/** The section's Markdown: every first load, then every lazy chunk, with what it is and when it loads. */
export function sizesSection(sizes: Sizes, budgets: Budgets): string {
  const firstLoads = sizes.firstLoads.map((f) => `| ${f.name} | ${budgets.firstLoads[f.name]?.about ?? ''} | ${formatKilobytes(f.bytes)} |`);
  const lazyChunks = sizes.lazyChunks.map((f) => `| \`${f.name}\` | ${budgets.lazyChunks[f.name]?.about ?? ''} | ${formatKilobytes(f.bytes)} |`);
  return [
    '| first load (before the listener interacts) | what | gzip |',
    '|---|---|---|',
    ...firstLoads,
    '',
    '| lazy chunk (with the chunks it imports) | fetched | gzip |',
    '|---|---|---|',
    ...lazyChunks,
  ].join('\n');
}

/** The README's current section (between the markers, trimmed). */
export function readmeSizesSection(readme: string): string {
  const begin = readme.indexOf(SIZES_BEGIN);
  const end = readme.indexOf(SIZES_END);
  if (begin < 0 || end < begin) throw new Error(`README.md has no size section: add the lines ${SIZES_BEGIN} and ${SIZES_END}`);
  return readme.slice(begin + SIZES_BEGIN.length, end).trim();
}

export function withSizesSection(readme: string, section: string): string {
  const current = readmeSizesSection(readme);
  const begin = readme.indexOf(SIZES_BEGIN) + SIZES_BEGIN.length;
  const end = readme.indexOf(SIZES_END);
  return current === section ? readme : `${readme.slice(0, begin)}\n${section}\n${readme.slice(end)}`;
}

/** `npm run sizes`: measures a fresh build and rewrites README.md's section; returns the section. */
export async function writeReadmeSizes(root: string): Promise<string> {
  const budgets = readBudgets(root);
  const section = sizesSection(await measureSizes(root, budgets), budgets);
  const file = join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const updated = withSizesSection(readme, section);
  if (updated !== readme) writeFileSync(file, updated);
  return section;
}
