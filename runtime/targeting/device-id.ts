import type { TrackingLog } from '../tracking/log';

/** Where targeting gets the listener's device id (the `uuid` kept in local storage, spec §3). */
export type DeviceIdSource = () => string | Promise<string>;

/** The device id, or '' (logged) when there is none: targeting then does nothing. */
export async function resolveDeviceId(source: DeviceIdSource | undefined, log: TrackingLog): Promise<string> {
  try {
    const id = String((await source?.()) ?? '').trim();
    if (!id) log.warn('Targeting skipped: no device id');
    return id;
  } catch (error) {
    log.warn('Targeting skipped: device id unavailable', error);
    return '';
  }
}
