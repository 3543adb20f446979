import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { REPO_ROOT } from './repo-root';

/**
 * Visual regression (issue 32): a screenshot is compared with the reference a person looked at
 * and committed, `test/visual-references/<engine>/<cell>.png`. A change beyond the tolerance
 * fails, naming the cell and the count of differing pixels, and leaves `<cell>.actual.png` and
 * `<cell>.diff.png` (differing pixels red over a faded copy of the reference) in
 * `test-results/visual/<engine>/`. A missing reference fails too: references are never made
 * silently. With `UPDATE_VISUAL_REFERENCES=1` a missing or changed reference is written instead —
 * look at every one before committing it (README, Testing).
 */
export const VISUAL_REFERENCES = join(REPO_ROOT, 'test/visual-references');
export const VISUAL_RESULTS = join(REPO_ROOT, 'test-results/visual');

/** Update mode; refused in CI (`CI` set), where nobody would look at what it wrote. */
export function updatingVisualReferences(): boolean {
  if (process.env.UPDATE_VISUAL_REFERENCES !== '1') return false;
  if (process.env.CI) throw new Error('UPDATE_VISUAL_REFERENCES=1 in CI: references are written on a developer machine and looked at before they are committed');
  return true;
}

export interface VisualTolerance {
  /** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. */
  threshold: number;
  /** How many differing pixels a screenshot may have and still match. */
  maxDiffPixels: number;
}

/**
 * What two runs of one cell on one machine differ by (measured under a load average near 20, two
 * or three runs of every cell): in Chromium and Firefox nothing pixelmatch counts — a few
 * anti-aliased edges move by a few levels, which its default colour threshold and anti-aliasing
 * detection forgive — so any counted pixel is a change. WebKitGTK rasterises text and the rounded
 * corners of the privacy dialogs a little differently from run to run: up to 32 counted pixels
 * (text of the 1200×400 frame), 1–4 at a dialog's corners; it is allowed twice the most seen. A
 * change a listener would see counts hundreds (a secondary-text colour: 538 pixels at 480×180).
 */
const EXACT: VisualTolerance = { threshold: 0.1, maxDiffPixels: 0 };
const TOLERANCE: Record<string, VisualTolerance> = {
  chromium: EXACT,
  firefox: EXACT,
  webkit: { threshold: 0.1, maxDiffPixels: 64 },
};
export const toleranceFor = (engine: string): VisualTolerance => TOLERANCE[engine] ?? EXACT;

/** The tolerance and folders to use; by default the engine's tolerance and the repository's folders (a unit test passes temp ones). */
export interface ReferencePlaces {
  tolerance: VisualTolerance;
  references: string;
  results: string;
}

const shown = (path: string) => relative(REPO_ROOT, path);

/**
 * Compares the PNG at `screenshot` with the reference of `cell` in `engine`. Returns undefined when
 * it matches (or, in update mode, once the reference is written), else the problem in words.
 */
export function differenceFromReference(screenshot: string, engine: string, cell: string, where: Partial<ReferencePlaces> = {}): string | undefined {
  const { tolerance = toleranceFor(engine), references = VISUAL_REFERENCES, results: resultsRoot = VISUAL_RESULTS } = where;
  const reference = join(references, engine, `${cell}.png`);
  const results = join(resultsRoot, engine);
  const actualFile = join(results, `${cell}.actual.png`);
  const diffFile = join(results, `${cell}.diff.png`);
  const actualBytes = readFileSync(screenshot);
  // A failure of an earlier run is not this run's.
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });

  const keep = (why: string) => {
    mkdirSync(dirname(reference), { recursive: true });
    copyFileSync(screenshot, reference);
    console.log(`visual reference ${why}: ${shown(reference)} — look at it before committing it`);
    return undefined;
  };

  if (!existsSync(reference)) {
    if (updatingVisualReferences()) return keep('written');
    mkdirSync(results, { recursive: true });
    writeFileSync(actualFile, actualBytes);
    return `visual ${engine}/${cell}: no reference ${shown(reference)} (screenshot: ${shown(actualFile)}; look at it, then run with UPDATE_VISUAL_REFERENCES=1 to keep it)`;
  }
  const referenceBytes = readFileSync(reference);
  // The browsers encode the same pixels to the same bytes: most cells end here, undecoded.
  if (actualBytes.equals(referenceBytes)) return undefined;

  const expected = PNG.sync.read(referenceBytes);
  const actual = PNG.sync.read(actualBytes);
  const { width, height } = expected;
  let problem: string;
  let diff: PNG | undefined;
  if (actual.width !== width || actual.height !== height) {
    problem = `is ${actual.width}×${actual.height}, the reference ${width}×${height}`;
  } else {
    const options = { threshold: tolerance.threshold };
    const count = pixelmatch(expected.data, actual.data, null, width, height, options);
    if (count <= tolerance.maxDiffPixels) return undefined;
    // Drawn only for a failure: the diff image costs as much again.
    diff = new PNG({ width, height });
    pixelmatch(expected.data, actual.data, diff.data, width, height, options);
    problem = `${count} pixels differ (of ${width * height}; tolerance ${tolerance.maxDiffPixels})`;
  }
  if (updatingVisualReferences()) return keep(`updated (${problem})`);
  mkdirSync(results, { recursive: true });
  writeFileSync(actualFile, actualBytes);
  if (diff) writeFileSync(diffFile, PNG.sync.write(diff));
  return `visual ${engine}/${cell}: ${problem} from ${shown(reference)}; screenshot ${shown(actualFile)}${diff ? `, diff ${shown(diffFile)}` : ''}`;
}
