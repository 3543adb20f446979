import { EMBED_DEFAULTS } from './embed-defaults';
import { isJsonObject, type JsonObject } from './json-object';

/**
 * The embed config as the page carries it: only what differs from the contract's defaults.
 *
 * Why: the inlined config is part of every page's first load, and most of a station's config is
 * defaults (trackers off, empty share texts, the standard control strip). Left out, they were
 * 223 of the demo page's 1,967 gzip bytes. The build leaves them out (`withoutDefaults`), and the
 * runtime puts them back (`withDefaults`) before it reads a field, so no reader sees the difference.
 *
 * No zod here, and no types beyond JSON: the runtime imports this file.
 */

/**
 * The defaults as the build writes them: each control strip type upper-cased (VOLUME, …), and
 * without the station's `sid` and `title`, which every station file names (their defaults serve
 * only the runtime's fallback config), so every page keeps them and a page without them is no
 * config. A fresh copy each call (a JSON round trip), so no page can change another's defaults.
 */
export function builtDefaults(): JsonObject {
  const { station: { sid: _sid, title: _title, ...station }, ...defaults } = JSON.parse(JSON.stringify(EMBED_DEFAULTS)) as typeof EMBED_DEFAULTS;
  for (const item of defaults.ui.flower) item.type = item.type.toUpperCase();
  return { ...defaults, station } as unknown as JsonObject;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * `config` less every value equal to its default, object by object (lists and scalars are
 * compared whole). A key the defaults do not name is kept as it is.
 */
export function withoutDefaults(config: JsonObject, defaults: JsonObject = builtDefaults()): JsonObject {
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(config)) {
    const fallback = defaults[key];
    if (isJsonObject(value) && isJsonObject(fallback)) {
      const rest = withoutDefaults(value, fallback);
      if (Object.keys(rest).length > 0) kept[key] = rest;
    } else if (!(key in defaults) || !sameJson(value, fallback)) {
      kept[key] = value;
    }
  }
  return kept;
}

/** `page` with every default it left out put back: the config as the build made it. */
export function withDefaults(page: JsonObject, defaults: JsonObject = builtDefaults()): JsonObject {
  const whole: JsonObject = { ...defaults };
  for (const [key, value] of Object.entries(page)) {
    const fallback = defaults[key];
    whole[key] = isJsonObject(value) && isJsonObject(fallback) ? withDefaults(value, fallback) : value;
  }
  return whole;
}
