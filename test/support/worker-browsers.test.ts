// The e2e workers' browsers (worker-browsers.ts): tests that ask at once (Promise.all,
// describe.concurrent) share one start, and a browser that died is replaced.
import { expect, test } from 'vitest';
import { inWorkerBrowser } from './worker-browsers';

const session = async () => ({ close: async () => {} });

test('calls at once for the same switches start one browser', async () => {
  let starts = 0;
  const start = async () => {
    starts++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { browser: {}, alive: () => true, close: async () => {} };
  };
  const sessions = await Promise.all([1, 2, 3].map(() => inWorkerBrowser('at once', start, session)));
  expect(starts).toBe(1);
  await Promise.all(sessions.map((one) => one.close()));
});

test('a browser that died is closed and replaced by the next call', async () => {
  let alive = true;
  let closed = 0;
  let starts = 0;
  const start = async () => {
    starts++;
    return { browser: {}, alive: () => alive, close: async () => void closed++ };
  };
  await (await inWorkerBrowser('dies', start, session)).close();
  alive = false;
  await (await inWorkerBrowser('dies', start, session)).close();
  expect({ starts, closed }).toEqual({ starts: 2, closed: 1 });
});

test('a browser no test uses is paused a moment after its last session, and started again before the next', async () => {
  const events: string[] = [];
  const start = async () => ({ browser: {}, alive: () => true, close: async () => void events.push('close'), pause: () => events.push('pause'), resume: () => events.push('resume') });
  const open = async () => (events.push('open'), { close: async () => void events.push('session closed') });
  await (await inWorkerBrowser('paused', start, open)).close();
  // The next test, at once: nothing paused in between.
  await (await inWorkerBrowser('paused', start, open)).close();
  expect(events).toEqual(['resume', 'open', 'session closed', 'resume', 'open', 'session closed']);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(events.at(-1)).toBe('pause');
  const second = await inWorkerBrowser('paused', start, open);
  expect(events.slice(-3)).toEqual(['pause', 'resume', 'open']);
  await second.close();
});
