import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, setLogLevel } from '../../../runtime/lib/logger';

afterEach(() => {
  setLogLevel('error');
  vi.restoreAllMocks();
});

function spyConsole() {
  return {
    debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
}

function logEveryLevel(): void {
  log.trace('t');
  log.debug('d');
  log.info('i');
  log.warn('w');
  log.error('e');
}

describe('log', () => {
  it('prints only errors by default, with the prefix', () => {
    const c = spyConsole();
    logEveryLevel();
    expect(c.error).toHaveBeenCalledWith('[radio-embed]', 'e');
    expect(c.warn).not.toHaveBeenCalled();
    expect(c.info).not.toHaveBeenCalled();
    expect(c.debug).not.toHaveBeenCalled();
  });

  it.each([
    ['trace', 5],
    ['debug', 4],
    ['info', 3],
    ['warn', 2],
    ['error', 1],
    ['silent', 0],
  ] as const)('at level %s prints %i of the 5 lines', (level, count) => {
    setLogLevel(level);
    const c = spyConsole();
    logEveryLevel();
    const printed = Object.values(c).reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(printed).toBe(count);
  });
});
