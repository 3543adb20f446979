import { safeStorage } from '../../../lib/safe-storage';

/** Where targeting gets the listener's device id (the `uuid` kept in local storage, spec §3). */
export type DeviceIdSource = () => string | Promise<string>;

/** Spec §3 "Stored locally: … device id under the key uuid". */
export const DEVICE_ID_KEY = 'uuid';

/**
 * The device id in localStorage under `uuid`, created (a random UUID v4) on first use. '' where
 * storage is blocked (sandboxed frames): targeting is then skipped rather than keyed on an id
 * that changes on every page.
 */
export function storedDeviceId(storage: () => Storage = () => globalThis.localStorage): string {
  let blocked = false;
  const local = safeStorage(storage, () => (blocked = true));
  const stored = local.get(DEVICE_ID_KEY);
  if (stored || blocked) return stored ?? '';
  const id = randomUuid();
  return local.set(DEVICE_ID_KEY, id) ? id : '';
}

/** A UUID v4 from getRandomValues (randomUUID needs a secure context; embeds may be plain http). */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
