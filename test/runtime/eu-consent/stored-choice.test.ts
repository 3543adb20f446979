// The listener's choice on the device, for the session where the device's storage is denied, for
// the page where both are; asked again after 390 days or when the station names a new vendor.
import { describe, expect, it } from 'vitest';
import { choiceStore, EU_CONSENT_KEY, EU_CONSENT_MAX_AGE_MS } from '../../../runtime/features/eu-consent/stored-choice';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
const denied = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
const NOW = Date.UTC(2026, 10, 26);

describe('the stored choice', () => {
  it('is kept on the device and read back while young enough and covering the station\u2019s vendors', () => {
    const local = new MemoryStorage();
    const store = choiceStore(() => local as unknown as Storage, () => new MemoryStorage() as unknown as Storage);
    expect(store.write('TC1', [755, 1001], NOW)).toBe('device');
    expect(JSON.parse(local.items.get(EU_CONSENT_KEY)!)).toMatchObject({ tcString: 'TC1', vendors: [755, 1001] });
    const later = choiceStore(() => local as unknown as Storage, () => null);
    expect(later.read([755, 1001], NOW + 1000)).toBe('TC1');
    expect(later.read([755], NOW + 1000)).toBe('TC1');
    // A new vendor, an old choice, or a clock before the choice: asked again.
    expect(later.read([755, 1001, 42], NOW + 1000)).toBeNull();
    expect(later.read([755], NOW + EU_CONSENT_MAX_AGE_MS + 1)).toBeNull();
    expect(later.read([755], NOW - 1)).toBeNull();
  });

  it('where the device\u2019s storage is denied, for the session; where that is denied too, for the page', () => {
    const session = new MemoryStorage();
    const sessionOnly = choiceStore(denied, () => session as unknown as Storage);
    expect(sessionOnly.write('TC2', [755], NOW)).toBe('session');
    expect(choiceStore(denied, () => session as unknown as Storage).read([755], NOW)).toBe('TC2');

    const nothing = choiceStore(denied, denied);
    expect(nothing.write('TC3', [755], NOW)).toBe('page');
    expect(nothing.read([755], NOW)).toBe('TC3');
    expect(choiceStore(denied, denied).read([755], NOW)).toBeNull();
  });

  it('something else under the key reads as no choice', () => {
    const local = new MemoryStorage();
    local.items.set(EU_CONSENT_KEY, '{"tcString": 5}');
    expect(choiceStore(() => local as unknown as Storage, () => null).read([], NOW)).toBeNull();
    local.items.set(EU_CONSENT_KEY, 'not json');
    expect(choiceStore(() => local as unknown as Storage, () => null).read([], NOW)).toBeNull();
  });
});
