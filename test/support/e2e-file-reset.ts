import { afterAll } from 'vitest';
import { closeSessionsLeftOpen } from './worker-browsers';

// Run before each e2e file (vitest.config.ts setupFiles). The e2e workers serve many files one
// after another (isolate: false), so what a file leaves behind would live on into the next:
// a browser session a failed test never closed may still be playing a stream.
afterAll(async () => {
  await closeSessionsLeftOpen();
});
