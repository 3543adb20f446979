// The README states the embed's sizes; they are the build's, to the 0.1 KB it shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/repo-root';
import { measureSizes, readBudgets } from './measure-sizes';
import { readmeSizesSection, SIZES_BEGIN, SIZES_END, sizesSection, withSizesSection } from './readme-sizes';

describe('the README size section', () => {
  test("states the build's figures (after a change in size, run `npm run sizes`)", { timeout: 60_000 }, async () => {
    const budgets = readBudgets(REPO_ROOT);
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readmeSizesSection(readme)).toBe(sizesSection(await measureSizes(REPO_ROOT, budgets), budgets));
  });

  test('is rewritten between its markers, the rest of the README untouched', () => {
    const readme = `# x\n\nbefore\n${SIZES_BEGIN}\n| old |\n${SIZES_END}\nafter\n`;
    expect(withSizesSection(readme, '| new |')).toBe(`# x\n\nbefore\n${SIZES_BEGIN}\n| new |\n${SIZES_END}\nafter\n`);
    expect(() => withSizesSection('# no markers', '| new |')).toThrow('README.md has no size section');
  });
});
