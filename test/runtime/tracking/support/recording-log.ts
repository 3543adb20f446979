import { vi, type Mock } from 'vitest';
import type { TrackingLog } from '../../../../runtime/features/tracking/log';

type LogFn = (message: string, ...data: unknown[]) => void;

/** A logger whose calls the tests read; nothing reaches the console. */
export function recordingLog(): { debug: Mock<LogFn>; warn: Mock<LogFn>; error: Mock<LogFn> } & TrackingLog {
  return { debug: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
}
