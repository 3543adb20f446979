import type { CliOutput } from '../process';

export interface ProgressLine {
  update(done: number, total: number, failed: number): void;
  /** Draws the last state and ends the line. */
  end(): void;
}

const REDRAW_MS = 100;

/**
 * One status line on stderr, redrawn in place (`\r`), at most ten times a second:
 * `building 1234/10000 stations, 2 failed, 3.4 s`. Only a terminal gets it: in a log file,
 * carriage returns are noise.
 */
export function progressLine(stderr: CliOutput, clock: () => number = () => performance.now()): ProgressLine {
  if (!stderr.isTTY) return { update() {}, end() {} };
  const started = clock();
  let drawnAt = Number.NEGATIVE_INFINITY;
  let last = '';
  const text = (done: number, total: number, failed: number) =>
    `building ${done}/${total} stations, ${failed} failed, ${((clock() - started) / 1000).toFixed(1)} s`;
  return {
    update(done, total, failed) {
      last = text(done, total, failed);
      if (clock() - drawnAt < REDRAW_MS && done < total) return;
      drawnAt = clock();
      stderr.write(`\r\x1b[2K${last}`);
    },
    end() {
      if (last) stderr.write(`\r\x1b[2K${last}\n`);
    },
  };
}
