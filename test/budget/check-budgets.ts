import { BUDGETS_FILE, type Budget, type Budgets, type Sizes } from './measure-sizes';

/** One line of the budget table: a figure of the build beside its budget (none: not budgeted). */
export interface BudgetRow {
  kind: 'first load' | 'lazy chunk';
  name: string;
  bytes: number;
  budget?: Budget;
}

export function budgetRows(sizes: Sizes, budgets: Budgets): BudgetRow[] {
  return [
    ...sizes.firstLoads.map((f) => ({ kind: 'first load' as const, name: f.name, bytes: f.bytes, budget: budgets.firstLoads[f.name] })),
    ...sizes.lazyChunks.map((f) => ({ kind: 'lazy chunk' as const, name: f.name, bytes: f.bytes, budget: budgets.lazyChunks[f.name] })),
  ];
}

/**
 * Every way the build breaks its budgets, one message each: a figure over its budget plus
 * tolerance, a lazy chunk nobody budgeted, a budget for a chunk the build no longer makes.
 */
export function budgetFailures(rows: readonly BudgetRow[], budgets: Budgets): string[] {
  const failures: string[] = [];
  for (const { kind, name, bytes, budget } of rows) {
    if (!budget) {
      failures.push(`${kind} ${name} (${bytes} B gzip) has no budget: add one to ${BUDGETS_FILE}, with a reason in the commit.`);
    } else if (bytes > budget.budget + budget.tolerance) {
      failures.push(
        `${kind} ${name} is ${bytes} B gzip, ${bytes - budget.budget} B over its budget of ${budget.budget} B ` +
          `(tolerance ${budget.tolerance} B). Make it smaller, or raise the budget in ${BUDGETS_FILE} in the change ` +
          'that grows the bundle, with a reason.',
      );
    }
  }
  const built = new Set(rows.filter((r) => r.kind === 'lazy chunk').map((r) => r.name));
  for (const name of Object.keys(budgets.lazyChunks)) {
    if (!built.has(name)) failures.push(`${BUDGETS_FILE} budgets lazy chunk ${name}, which the build no longer makes: remove it.`);
  }
  return failures;
}

/** The table the test prints: every figure, its budget and what is left of budget + tolerance. */
export function budgetTable(rows: readonly BudgetRow[]): string {
  const lines = rows.map(({ kind, name, bytes, budget }) => [
    `${kind}: ${name}`,
    String(bytes),
    budget ? String(budget.budget) : '—',
    budget ? String(budget.budget + budget.tolerance - bytes) : '—',
  ]);
  const all = [['output', 'bytes (gzip)', 'budget', 'left (with tolerance)'], ...lines];
  const widths = all[0]!.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  return all.map((line) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}
