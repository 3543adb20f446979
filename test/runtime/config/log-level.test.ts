import { describe, expect, it } from 'vitest';
import { parseLogLevel } from '../../../runtime/config/log-level';

describe('parseLogLevel (spec §2 debug parameter)', () => {
  it.each([
    [null, 'error'],
    [undefined, 'error'],
    ['1', 'debug'],
    ['true', 'debug'],
    ['on', 'debug'],
    ['yes', 'debug'],
    ['debug', 'debug'],
    ['TRUE', 'debug'],
    [' yes ', 'debug'],
    ['silent', 'silent'],
    ['off', 'silent'],
    ['trace', 'trace'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['Warn', 'warn'],
    ['error', 'error'],
    ['0', 'error'],
    ['', 'error'],
    ['verbose', 'error'],
  ] as const)('%j gives %s', (value, level) => {
    expect(parseLogLevel(value)).toBe(level);
  });
});
