import type { Logger } from '../../lib/logger';
import type { DeviceIdSource } from './public/device-id';

/**
 * The device id, or '' (logged) when there is none: targeting then does nothing. Targeting's own,
 * apart from ./public/device-id.ts, which the engine's chunk shares: it would carry these lines.
 */
export async function resolveDeviceId(source: DeviceIdSource | undefined, log: Logger): Promise<string> {
  try {
    const id = String((await source?.()) ?? '').trim();
    if (!id) log.warn('Targeting skipped: no device id');
    return id;
  } catch (error) {
    log.warn('Targeting skipped: device id unavailable', error);
    return '';
  }
}
