import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../../../runtime/lib/safe-storage';
import { memoryStorage } from '../privacy/memory-storage';

const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError');

describe('safeStorage', () => {
  it('gets, sets and removes like the storage it wraps; writes report that they held', () => {
    const backing = memoryStorage();
    const storage = safeStorage(() => backing);
    expect(storage.get('volume')).toBeNull();
    expect(storage.set('volume', '40')).toBe(true);
    expect(backing.data.get('volume')).toBe('40');
    expect(storage.get('volume')).toBe('40');
    expect(storage.remove('volume')).toBe(true);
    expect(storage.get('volume')).toBeNull();
  });

  it('never throws where reaching the storage throws (sandboxed frame), and says so', () => {
    const onFailure = vi.fn();
    const error = securityError();
    const storage = safeStorage(() => {
      throw error;
    }, onFailure);
    expect(storage.get('volume')).toBeNull();
    expect(storage.set('volume', '40')).toBe(false);
    expect(storage.remove('volume')).toBe(false);
    expect(onFailure.mock.calls).toEqual([[error], [error], [error]]);
  });

  it('a full quota makes the write report false, with what the browser threw', () => {
    const onFailure = vi.fn();
    const storage = safeStorage(() => memoryStorage({ set: true }), onFailure);
    expect(storage.set('v7_usprivacy_1_cache', '{}')).toBe(false);
    expect(onFailure).toHaveBeenCalledWith(expect.any(DOMException));
  });

  it('no storage at all is a failure without an error', () => {
    const onFailure = vi.fn();
    const storage = safeStorage(() => undefined, onFailure);
    expect(storage.get('uuid')).toBeNull();
    expect(storage.set('uuid', 'x')).toBe(false);
    expect(onFailure.mock.calls).toEqual([[undefined], [undefined]]);
  });

  it('reaches for the storage on every call, so one that becomes available is used', () => {
    const backing = memoryStorage();
    let available = false;
    const storage = safeStorage(() => {
      if (!available) throw securityError();
      return backing;
    });
    expect(storage.set('volume', '10')).toBe(false);
    available = true;
    expect(storage.set('volume', '10')).toBe(true);
  });
});
