import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../../../runtime/lib/lazy';

describe('lazy', () => {
  it('loads nothing until first asked', () => {
    const load = vi.fn(async () => ({ body: 1 }));
    lazy(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once: concurrent and later calls share the one module', async () => {
    const module = { start: () => 'started' };
    const load = vi.fn(async () => module);
    const chunk = lazy(load);
    const [a, b] = await Promise.all([chunk(), chunk()]);
    const c = await chunk();
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(c).toBe(module);
  });

  it('passes a failed load on and tries again on the next call (the caller logs it)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce({ body: 2 });
    const chunk = lazy(load);
    await expect(chunk()).rejects.toBe(offline);
    await expect(chunk()).resolves.toEqual({ body: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
