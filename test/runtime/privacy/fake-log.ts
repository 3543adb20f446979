import { vi } from 'vitest';

/** A logger that records instead of printing, so tests can assert the spec's messages. */
export function fakeLog() {
  return { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
}
