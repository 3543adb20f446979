import { CONFIG_ELEMENT_ID, type EmbedConfig } from './embed-config';

/** Errors as data: why there is no usable config. */
export type ConfigResult = { ok: true; config: EmbedConfig } | { ok: false; reason: 'missing' | 'invalid' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses the inlined config text. The build validated every field already, so this checks only the
 * parts the player cannot start without; a hand-edited or truncated page fails here, not later.
 */
export function parseEmbedConfig(text: string | null | undefined): ConfigResult {
  if (!text?.trim()) return { ok: false, reason: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isObject(value)) return { ok: false, reason: 'invalid' };
  const { station, data, ui } = value;
  const usable =
    isObject(station) &&
    Number.isSafeInteger(station.sid) &&
    typeof station.title === 'string' &&
    isObject(data) &&
    isObject(ui) &&
    Array.isArray(ui.flower);
  return usable ? { ok: true, config: value as unknown as EmbedConfig } : { ok: false, reason: 'invalid' };
}

/** Reads the config the build inlined as `<script type="application/json" id="radio-embed-config">`. */
export function readEmbedConfig(doc: Pick<Document, 'getElementById'>): ConfigResult {
  return parseEmbedConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent);
}
