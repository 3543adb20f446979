// docs/*.md state no bundle size of their own (issue 31, one source per fact): the sizes are the
// README's table, written from test/budget/budgets.json and a build by `npm run sizes`. A figure in
// bytes or kilobytes in a doc is either a budget of that file (as the README writes it) or one of
// the quantities below, which are not sizes of our code (input caps, stream bursts, string limits).
// Megabytes are not checked: nothing of the embed weighs one; they are memory, segments and caps.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatKilobytes } from '../../cli/report/first-load';
import { REPO_ROOT } from '../support/repo-root';
import { readBudgets } from './measure-sizes';

/** Figures that are not the size of our code, per doc, each with what it is. */
const NOT_OUR_CODE: Record<string, Record<string, string>> = {
  'operators.md': {
    '128 KB': "the stream read cap, and Chromium's MP3 start threshold",
    '64 KB': "Icecast's default burst",
    '96 KB': 'a burst size in the burst table',
    '256 KB': 'a burst size in the burst table',
    '2 KB': "S3's metadata limit per object",
    '128 bytes': "an MP3 file's ID3v1 tag, which WebKit asks for",
  },
  'engine.md': { '256 KB': "the test Icecast's burst" },
  'screen.md': { '64 KB': "Icecast's burst", '256 KB': "the test Icecast's burst" },
  'privacy.md': { '2 KB': 'a TC or GPP string', '8 KB': "servers' request-line limit" },
  'input-limits.md': { '1,000,000 bytes': 'the station file cap', '1 bytes': 'limit + 1 bytes read' },
  'spec-differences.md': { '4980736 bytes': "the spec's byte figure" },
};

/** Every byte or kilobyte figure in a Markdown text ("1.2 KB", "430 B", "32 bytes"). */
function sizeFigures(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*\s?(?:KB|kB|B|bytes)\b/g)].map((match) => match[0].replace(/\s/, ' '));
}

/** The figures a doc may state: the budget file's, as the README writes them, and its own non-code ones. */
function allowedIn(doc: string, budgetFigures: Set<string>): (figure: string) => boolean {
  const own = NOT_OUR_CODE[doc] ?? {};
  return (figure) => budgetFigures.has(figure) || figure in own;
}

describe('the size figures in docs/*.md', () => {
  test('are the budget file’s (the README’s table) or not sizes of our code at all', () => {
    const budgets = readBudgets(REPO_ROOT);
    const budgetFigures = new Set(
      [...Object.values(budgets.firstLoads), ...Object.values(budgets.lazyChunks)].map((b) => formatKilobytes(b.budget)),
    );
    const docsDir = join(REPO_ROOT, 'docs');
    const stray = readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .flatMap((doc) => {
        const allowed = allowedIn(doc, budgetFigures);
        return sizeFigures(readFileSync(join(docsDir, doc), 'utf8'))
          .filter((figure) => !allowed(figure))
          .map((figure) => `docs/${doc}: ${figure}`);
      });
    expect(stray, 'state a size from the README\'s "Sizes" table (npm run sizes) instead, or list a non-code figure here').toEqual([]);
  });

  test('are found however they are written', () => {
    expect(sizeFigures('the chunk (13.3 KB), 430 B gzip, 1,000,000 bytes, 2 MB, 4 kB, KBps')).toEqual([
      '13.3 KB',
      '430 B',
      '1,000,000 bytes',
      '4 kB',
    ]);
  });
});
