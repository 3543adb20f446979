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
