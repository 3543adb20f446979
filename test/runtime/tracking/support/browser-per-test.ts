import { afterEach, beforeEach } from 'vitest';
import { recordingLog } from './recording-log';
import { TestBrowser } from './test-browser';

export interface BrowserPerTest {
  /** This test's browser: new for each test, closed after it. */
  readonly browser: TestBrowser;
  /** This test's logger: new for each test, so a warning never leaks into the next one. */
  readonly log: ReturnType<typeof recordingLog>;
}

/**
 * Gives each test of the calling `describe` its own TestBrowser and recording log. Both change
 * from test to test, so read them through the returned object (`env.browser`, `env.log`) inside
 * the tests and helpers, never copy them out at describe time.
 */
export function browserPerTest(): BrowserPerTest {
  const current: { browser?: TestBrowser; log?: ReturnType<typeof recordingLog> } = {};
  beforeEach(() => {
    current.browser = new TestBrowser();
    current.log = recordingLog();
  });
  afterEach(() => current.browser?.close());
  return {
    get browser() {
      if (!current.browser) throw new Error('browserPerTest: read env.browser inside a test, not at describe time');
      return current.browser;
    },
    get log() {
      if (!current.log) throw new Error('browserPerTest: read env.log inside a test, not at describe time');
      return current.log;
    },
  };
}
