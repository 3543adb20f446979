import { vi } from 'vitest';
import type { Logger } from '../../../runtime/lib/logger';

/** A logger that records instead of printing, so tests can assert the spec's messages. */
export function fakeLog() {
  return { trace: vi.fn(), debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
}
