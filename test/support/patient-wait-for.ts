// Unit-test setup: `vi.waitFor` waits up to 10 s (vitest's default is 1 s). The runtime's lazy
// bodies are transformed on their first import() in each worker; with every test file running in
// parallel on a 2-core machine that alone can pass 1 s, and a test then failed for the machine's
// load, not the player's behaviour. A passing condition still returns at its first success.
import { vi } from 'vitest';

const PATIENCE_MS = 10_000;
// Once per worker: files share a worker's `vi` (isolate: false), and this runs before each file.
const PATIENT = Symbol.for('radio-embed.test.patient-wait-for');
const marked = vi as typeof vi & { [PATIENT]?: true };
if (!marked[PATIENT]) {
  marked[PATIENT] = true;
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Parameters<typeof waitFor>[1]) =>
    waitFor(callback, typeof options === 'number' ? options : { timeout: PATIENCE_MS, ...options })) as typeof vi.waitFor;
}
