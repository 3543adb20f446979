/** An in-memory Storage, optionally failing the way browsers do. */
export function memoryStorage(fail: { get?: boolean; set?: boolean } = {}): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem(key) {
      if (fail.get) throw new DOMException('The operation is insecure.', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (fail.set) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}
