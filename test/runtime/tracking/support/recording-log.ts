import { vi, type Mock } from 'vitest';
import type { Logger } from '../../../../runtime/lib/logger';

type LogFn = (message: string, ...data: unknown[]) => void;
type RecordingLog = { [Level in keyof Logger]: Mock<LogFn> };

/** A logger whose calls the tests read; nothing reaches the console. */
export function recordingLog(): RecordingLog {
  return { trace: vi.fn<LogFn>(), debug: vi.fn<LogFn>(), info: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
}
