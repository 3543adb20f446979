import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, randomUuid, storedDeviceId } from '../../../runtime/features/targeting/public/device-id';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe('storedDeviceId', () => {
  it('creates a UUID v4 under `uuid` once and keeps answering it', () => {
    const storage = memoryStorage();
    const id = storedDeviceId(() => storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(storedDeviceId(() => storage)).toBe(id);
  });

  it('answers an id another part of the player stored', () => {
    const storage = memoryStorage();
    storage.setItem('uuid', 'device-from-engine');
    expect(storedDeviceId(() => storage)).toBe('device-from-engine');
  });

  it('answers "" where storage is blocked (targeting then skips)', () => {
    expect(storedDeviceId(() => { throw new DOMException('blocked', 'SecurityError'); })).toBe('');
  });

  it('random ids differ', () => {
    expect(new Set(Array.from({ length: 50 }, randomUuid)).size).toBe(50);
  });
});
