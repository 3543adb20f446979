import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../../../runtime/lib/lazy';
import { fakeLog } from '../privacy/fake-log';

describe('lazy', () => {
  it('loads nothing until first asked', () => {
    const load = vi.fn(async () => ({ body: 1 }));
    lazy(load, fakeLog());
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once: concurrent and later calls share the one module', async () => {
    const module = { start: () => 'started' };
    const load = vi.fn(async () => module);
    const chunk = lazy(load, fakeLog());
    const [a, b] = await Promise.all([chunk(), chunk()]);
    const c = await chunk();
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(c).toBe(module);
  });

  it('logs a failed load, passes the error on, and tries again on the next call', async () => {
    const log = fakeLog();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce({ body: 2 });
    const chunk = lazy(load, log);
    await expect(chunk()).rejects.toBe(offline);
    expect(log.error).toHaveBeenCalledWith('Unable to load a part of the player', offline);
    await expect(chunk()).resolves.toEqual({ body: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs through the runtime logger by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('chunk missing');
    await expect(lazy(() => Promise.reject(failure))()).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('[radio-embed]', 'Unable to load a part of the player', failure);
    error.mockRestore();
  });
});
