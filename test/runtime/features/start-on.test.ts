// The listening faces' lazy start: nothing loads until the trigger fires; the teardown undoes
// the trigger before it, and the body after it (also a body that arrives after the teardown).
import { expect, test, vi } from 'vitest';
import { startOn } from '../../../runtime/features/listening/start-on';

function trigger() {
  let fire: ((event?: Event) => void) | undefined;
  const off = vi.fn();
  return { on: (f: (event?: Event) => void) => ((fire = f), off), fire: (event?: Event) => fire?.(event), off };
}

test('the body starts once, at the first firing, with its event; the teardown stops it', async () => {
  const t = trigger();
  const stopBody = vi.fn();
  const start = vi.fn(async () => stopBody);
  const teardown = startOn(t.on, start);
  expect(start).not.toHaveBeenCalled();
  const event = new Event('keydown');
  t.fire(event);
  t.fire();
  expect(start).toHaveBeenCalledExactlyOnceWith(event);
  expect(t.off).toHaveBeenCalled();
  await Promise.resolve();
  teardown();
  expect(stopBody).toHaveBeenCalledOnce();
});

test('a body that arrives after the teardown is stopped at once', async () => {
  const t = trigger();
  const stopBody = vi.fn();
  let arrive: (teardown: () => void) => void = () => {};
  const teardown = startOn(t.on, () => new Promise((resolve) => (arrive = resolve)));
  t.fire();
  teardown();
  arrive(stopBody);
  await Promise.resolve();
  expect(stopBody).toHaveBeenCalledOnce();
});

test('never fired: the teardown removes the trigger and loads nothing', () => {
  const t = trigger();
  const start = vi.fn(async () => () => {});
  startOn(t.on, start)();
  expect(t.off).toHaveBeenCalledOnce();
  expect(start).not.toHaveBeenCalled();
});

test('a body that fails to come is no page error: the next firing asks again', async () => {
  let fire: ((event?: Event) => void) | undefined;
  const on = vi.fn((f: (event?: Event) => void) => ((fire = f), () => {}));
  const stopBody = vi.fn();
  const start = vi.fn().mockRejectedValueOnce(new TypeError('error loading dynamically imported module')).mockResolvedValueOnce(stopBody);
  const teardown = startOn(on, start);
  fire!();
  // The rejection is handled (an unhandled one fails the test run) and the trigger armed again.
  await new Promise((resolve) => setTimeout(resolve));
  expect(on).toHaveBeenCalledTimes(2);
  fire!();
  await new Promise((resolve) => setTimeout(resolve));
  expect(start).toHaveBeenCalledTimes(2);
  teardown();
  expect(stopBody).toHaveBeenCalledOnce();
});
