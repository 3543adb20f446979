import type { Problem } from './problem';

/**
 * A known failure that ends the run: printed as its problems, one per line, without a stack.
 * Anything else that is thrown is a bug and is printed with its stack.
 */
export class CliError extends Error {
  readonly problems: readonly Problem[];
  readonly exitCode: number;

  constructor(problems: readonly Problem[], exitCode = 1) {
    super(problems.map((p) => p.message).join('\n'));
    this.name = 'CliError';
    this.problems = problems;
    this.exitCode = exitCode;
  }
}
