import { withDefaults } from '../../contract/config-without-defaults';
import { isJsonObject } from '../../contract/json-object';
import { CONFIG_ELEMENT_ID, type EmbedConfig } from './embed-config';

/** Errors as data: why there is no usable config. */
export type ConfigResult = { ok: true; config: EmbedConfig } | { ok: false; reason: 'missing' | 'invalid' };

/**
 * Parses the inlined config text, with the defaults the build left out put back. The build
 * validated every field already, so this checks only the
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
  if (!isJsonObject(value)) return { ok: false, reason: 'invalid' };
  const { station } = value;
  if (!isJsonObject(station) || !Number.isSafeInteger(station.sid) || typeof station.title !== 'string') return { ok: false, reason: 'invalid' };
  // The build left out every value equal to its default (never the station's id and title): put
  // them back before anything reads one.
  value = withDefaults(value as Parameters<typeof withDefaults>[0]);
  const { data, ui } = value as Record<string, unknown>;
  const usable =
    isJsonObject(data) &&
    isJsonObject(ui) &&
    Array.isArray(ui.flower);
  return usable ? { ok: true, config: value as unknown as EmbedConfig } : { ok: false, reason: 'invalid' };
}

/** Reads the config the build inlined as `<script type="application/json" id="radio-embed-config">`. */
export function readEmbedConfig(doc: Pick<Document, 'getElementById'>): ConfigResult {
  return parseEmbedConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent);
}
