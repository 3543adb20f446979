import type { LogLevel } from '../lib/logger';
import { isHttpUrl } from './http-url';
import { parseLogLevel } from './log-level';

/** What the embed address's query may change (spec §2 "Query parameters"). */
export interface QueryOverrides {
  /** `autoplay=1`: try to play once the engine is ready. */
  autoplay: boolean;
  /** `no_social=1`: hide the social block. */
  noSocial: boolean;
  /** `show_volume=1`: show the volume slider. */
  showVolume: boolean;
  /** `lang`: the embedding page's language (BCP 47), before the station's `ui.locale` (issue 19). */
  lang?: string;
  /** `theme`: the colour scheme instead of the station's; `auto` follows the listener's system. */
  theme?: Theme;
  /** `stream_id`: a positive integer; anything else is ignored. */
  streamId?: number;
  /** `stream_url`: an http(s) URL that replaces every configured source. */
  streamUrl?: string;
  /** `ip`: the listener address for the geo lookup and the stream URL. */
  ip?: string;
  /** `debug=1`: add ad tracing to the stream URL. */
  adTracing: boolean;
  /** The log level the `debug` parameter asks for. */
  logLevel: LogLevel;
  /**
   * `verbose=1` (also true, on; spec §2): the engine logs every event it emits (docs/engine.md).
   * Always set by `parseQueryOverrides`; optional only so hand-built overrides may leave it out.
   */
  verbose?: boolean;
}

export type Theme = 'light' | 'dark' | 'auto';

export interface ParsedOverrides {
  overrides: QueryOverrides;
  /** Values that were given but ignored, as log lines; the caller logs them once the level is set. */
  warnings: string[];
}

const POSITIVE_INTEGER = /^\d+$/;
const EXPECTED: Record<string, string> = {
  stream_id: 'expected a positive integer',
  stream_url: 'expected an http(s) URL',
  ip: 'expected an IP address',
  theme: 'expected light, dark or auto',
};
const THEME = /^(light|dark|auto)$/i;
// An IPv4 or IPv6 address: only these characters can reach the geo lookup and stream URL.
const IP_ADDRESS = /^[\da-f.:]+$/i;

/** Reads the query overrides from a `location.search` string. Pure: never throws. */
export function parseQueryOverrides(search: string): ParsedOverrides {
  const query = new URLSearchParams(search);
  const warnings: string[] = [];
  const debug = query.get('debug');
  const overrides: QueryOverrides = {
    autoplay: query.get('autoplay') === '1',
    noSocial: query.get('no_social') === '1',
    showVolume: query.get('show_volume') === '1',
    adTracing: debug === '1',
    logLevel: parseLogLevel(debug),
    // Letter case is free, as the engine always took it; no other values (spec §2: 1, true or on).
    verbose: /^(1|true|on)$/i.test(query.get('verbose') ?? ''),
  };

  // A value that is given but fails its check is ignored (spec §2) and named in a warning.
  const take = (name: string, valid: (value: string) => boolean): string | undefined => {
    const value = query.get(name)?.trim();
    if (!value) return undefined;
    if (valid(value)) return value;
    warnings.push(`Ignoring ${name}="${value}": ${EXPECTED[name]}`);
  };

  const streamId = take('stream_id', (value) => POSITIVE_INTEGER.test(value) && Number(value) >= 1);
  if (streamId) overrides.streamId = Number(streamId);
  // URLSearchParams has already unescaped the value (spec §2: "text (unescaped)").
  const streamUrl = take('stream_url', isHttpUrl);
  if (streamUrl) overrides.streamUrl = streamUrl;
  const ip = take('ip', (value) => IP_ADDRESS.test(value));
  if (ip) overrides.ip = ip;
  const theme = take('theme', (value) => THEME.test(value));
  if (theme) overrides.theme = theme.toLowerCase() as Theme;
  // Any tag: one the player does not ship falls through to the station's (features/i18n).
  const lang = query.get('lang')?.trim();
  if (lang) overrides.lang = lang;

  return { overrides, warnings };
}
