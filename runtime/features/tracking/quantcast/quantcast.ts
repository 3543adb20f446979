import type { OnInitialized } from '../script/load-state';
import type { EmbedConfig } from '../../../config/embed-config';
import { appendPixel } from '../../../lib/pixel';
import { log as runtimeLog, type Logger } from '../../../lib/logger';

/** Spec §8 warning, verbatim. */
export const QUANTCAST_PCODE_MISSING = 'Unable to initialize. Must specify the Publisher Code.';

export const QUANTCAST_PIXEL_URL = 'https://pixel.quantserve.com/pixel';

/** The audience-segment pixel (spec §7): `{base}/{pcode}.gif`, plus `?labels=` when a label is set. */
export function quantcastPixelUrl(pcode: string, label?: string, base: string = QUANTCAST_PIXEL_URL): string {
  const url = `${base.replace(/\/+$/, '')}/${encodeURIComponent(pcode)}.gif`;
  return label ? `${url}?labels=${encodeURIComponent(label)}` : url;
}

export interface QuantcastDeps {
  /** Told once it is initialised (spec §3 INITIALIZED). */
  onInitialized?: OnInitialized;
  document?: Document;
  log?: Logger;
}

/**
 * Quantcast audience segments (spec §3 tracking.quantcast): when enabled with a publisher code,
 * one pixel hit per page with the station's label. Returns the teardown, or null when not started.
 */
export function startQuantcast(config: EmbedConfig, deps: QuantcastDeps = {}): (() => void) | null {
  const log = deps.log ?? runtimeLog;
  const { enabled, pcode, label } = config.tracking.quantcast;
  if (!enabled) return null;
  const code = String(pcode ?? '').trim();
  if (!code) {
    log.warn(QUANTCAST_PCODE_MISSING);
    return null;
  }
  const document = deps.document ?? globalThis.document;
  const url = quantcastPixelUrl(code, String(label ?? '').trim(), config.services.quantcast?.pixelUrl);
  const pixel = appendPixel(document.body, url);
  // No script to wait for: a pixel, so initialised once its publisher code exists.
  deps.onInitialized?.('quantcast');
  return () => pixel.remove();
}
