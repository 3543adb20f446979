import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SERIAL_E2E_FILES } from './test/e2e/serial-files.js';

// Tests run the runtime through the same alias the build uses, so they exercise what ships.
const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

// The e2e files that run apart from the others, and why each: test/e2e/serial-files.js.

// How many e2e files run at once: E2E_WORKERS, or the default measured on the 2-core CI machine
// (README, Testing). Most of an e2e file's time is waiting (streams in real time, a browser
// painting), so more files than cores fit; past the default, the browsers starve each other.
// 5 (2026-11-27, a fresh clone's .ci/run): the parallel group took 539 s against 560–587 at 4,
// with the CPU 97–100 % busy from its 15th second to its end (`/proc/stat` every 5 s; at 4 it
// was 87–99 %), and no timed bound missed. At 3 the CPU was 62–93 % busy after the unit tests;
// at 3 before that (2026-11-26), when the unit tests took 500 s beside them, a fourth starved
// two timed bounds.
const DEFAULT_E2E_WORKERS = 5;
function e2eWorkers(): number {
  const raw = process.env.E2E_WORKERS;
  if (!raw) return DEFAULT_E2E_WORKERS;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number ≥ 1, not "${raw}"`);
  return workers;
}

// Vitest runs the files it knows to be slow first from its cache of the last run's durations,
// which a fresh clone (CI) does not have: it then starts the largest files first, and a small file
// that runs a long shared suite (the frame matrix, i18n, the art suites) starts last and keeps
// one worker busy after the others are done. So the e2e files start in the order of the
// durations measured in a whole run (test/e2e/durations.json, longest first: `npm run
// test:durations` rewrites it from a run), and a file not in it as if it took
// UNMEASURED_E2E_SECONDS, about an average file.
const E2E_DURATIONS = JSON.parse(readFileSync(new URL('./test/e2e/durations.json', import.meta.url), 'utf8')) as Record<string, number>;
const UNMEASURED_E2E_SECONDS = 20;
const expectedSeconds = (file: TestSpecification): number => {
  const path = file.moduleId.slice(file.moduleId.lastIndexOf('test/e2e/'));
  return E2E_DURATIONS[path] ?? UNMEASURED_E2E_SECONDS;
};

// A file's environment: its `@vitest-environment` comment, else its project's.
function environmentOf(file: TestSpecification): string {
  const named = /@vitest-environment\s+(\S+)/.exec(readFileSync(file.moduleId, 'utf8').slice(0, 2000));
  return named?.[1] ?? file.project.config.environment;
}

// A worker shared by several files (the unit project, isolate: false) serves one environment:
// vitest starts another when the next file needs a different one. Files of one environment run
// one after another, so that each worker is started once per environment, not once per switch.
function byEnvironment(files: TestSpecification[]): TestSpecification[] {
  const environments = new Map(files.map((file) => [file, environmentOf(file)]));
  const order = [...new Set(environments.values())];
  return files.toSorted((a, b) => order.indexOf(environments.get(a)!) - order.indexOf(environments.get(b)!));
}

// The files in the order of a seed (mulberry32 and Fisher–Yates): `--sequence.shuffle` shuffles
// files only with vitest's own sequencer, which this config replaces.
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The base order is by group, then project, then duration or size: keep the projects where
    // they are, and order each e2e project's files by their measured durations (stable).
    const sorted = await super.sort(files);
    const { shuffle, seed } = this.ctx.config.sequence;
    const projects = [...new Set(sorted.map((file) => file.project))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => file.project === project);
      const e2eFiles = project.name.startsWith('e2e');
      const ordered = shuffle ? shuffled(own, seed) : e2eFiles ? own.toSorted((a, b) => expectedSeconds(b) - expectedSeconds(a)) : own;
      // The e2e files all run in node; the unit files in two environments.
      return e2eFiles ? ordered : byEnvironment(ordered);
    });
  }
}

const e2e = {
  environment: 'node' as const,
  globalSetup: ['./test/e2e/global-setup.ts'],
  // One worker process for many files, not a fresh one per file: each file no longer imports
  // playwright-core, puppeteer-core and the support modules anew, and the browsers a worker
  // started serve its later files (test/support/worker-browsers.ts). What a file leaves open is
  // closed after it (e2e-file-reset.ts); servers and streams are each file's own, stopped in its
  // afterAll.
  isolate: process.env.E2E_ISOLATE === '1',
  setupFiles: ['./test/support/e2e-file-reset.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  // JSX: vite's oxc transform reads tsconfig.json (jsx react-jsx, jsxImportSource preact).
  resolve: { alias: preactAlias },
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          environment: 'node',
          setupFiles: ['./test/support/shared-worker-reset.ts', './test/support/patient-wait-for.ts'],
          // npm test runs these beside the e2e browsers (scripts/test.sh): a test that runs the CLI
          // as a process (cli-init: 8.5 s there, against 5 s of vitest's default) is slow, not stuck.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One worker process and environment for many files, not a fresh one per file (vitest's
          // default): the run costs about 0.4 of the CPU (measured 2026-11-27, one worker, on the
          // shared machine at load 30–40: 229 and 235 CPU s before; 99, 91, 93, 95 and 85 after;
          // wall 1,478 and 2,162 s before, 672–1,211 s after). Each file leaves the worker as a
          // new one would be (test/support/shared-worker-reset.ts: its leftover timers, page
          // listeners, stubs, happy-dom page; page and vi.mock files get their modules evaluated
          // afresh): without it, recent-view.test.tsx saw a fetch that another file's leftover
          // timer made, and activity-per-player's integrations waited on another file's host
          // consent.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...e2e,
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: SERIAL_E2E_FILES,
          maxWorkers: e2eWorkers(),
          // After the serial group (test/e2e/serial-files.js).
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          ...e2e,
          name: 'e2e-serial',
          include: SERIAL_E2E_FILES,
          // Two at a time: alone, one of these keeps a fifth of the two cores busy (measured
          // 2026-11-27: 100 CPU s in the group's 218 s), so a second beside it leaves each its
          // margin, and the group takes about as long as its longest file (engine-hls-held-audio:
          // 45 s of real audio, twice at once, after an 18 s start). Three at a time took no less
          // (80 s against 81), and beside a second unit run two of these missed their bounds
          // (2,148 ms against 2,000; 2,126 against 2,000).
          maxWorkers: 2,
          // First, with only the unit tests beside it (scripts/test.sh).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
