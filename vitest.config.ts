import { defineConfig } from 'vitest/config';

// Tests run the runtime through the same alias the build uses, so they exercise what ships.
const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

// The end-to-end files share nothing (servers on port 0, unique temp dirs, fresh browser profiles,
// an Xvfb display each), so they run side by side: a new file is parallel by default. Only these
// run alone, after all the others (the e2e-serial project, group 2): each times something against
// real audio playing in real time, where a busy CPU beside it moves the figure it asserts on.
const SERIAL_E2E_FILES = [
  // the gap between the tone a listener hears change and the track line changing (≤ 2 s)
  'test/e2e/now-playing-in-step.test.ts',
  // the longest silence while Chromium's own HLS hands over to hls.js (< 1.5 s)
  'test/e2e/engine-hls-held-audio.test.ts',
  // how long Icecast's 64 KB burst keeps a listener waiting (3 to 6 s, in real time)
  'test/e2e/doctor-icecast.test.ts',
];

// How many e2e files run at once: E2E_WORKERS, or the default measured on the 2-core CI machine
// (README, Development). Most of an e2e file's time is waiting (streams in real time, a browser
// painting), so more files than cores fit; past the default, the browsers starve each other.
const DEFAULT_E2E_WORKERS = 4;
function e2eWorkers(): number {
  const raw = process.env.E2E_WORKERS;
  if (!raw) return DEFAULT_E2E_WORKERS;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number ≥ 1, not "${raw}"`);
  return workers;
}

const e2e = {
  environment: 'node' as const,
  globalSetup: ['./test/e2e/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  // JSX: vite's oxc transform reads tsconfig.json (jsx react-jsx, jsxImportSource preact).
  resolve: { alias: preactAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          environment: 'node',
          setupFiles: ['./test/support/patient-wait-for.ts'],
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
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          ...e2e,
          name: 'e2e-serial',
          include: SERIAL_E2E_FILES,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
