import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { closeSessionsLeftOpen } from './worker-browsers';

// Run before each e2e file (vitest.config.ts setupFiles). The e2e workers serve many files one
// after another (isolate: false), so what a file leaves behind would live on into the next:
// a browser session a failed test never closed may still be playing a stream.
afterAll(async () => {
  await closeSessionsLeftOpen();
});

// Under `npm run test:cpu` (scripts/e2e-cpu.js): which file this worker runs from now on, so that
// its process tree's CPU is charged to it.
if (process.env.E2E_FILE_LOG) appendFileSync(process.env.E2E_FILE_LOG, `${process.pid}\t${Date.now()}\t${expect.getState().testPath}\n`);
