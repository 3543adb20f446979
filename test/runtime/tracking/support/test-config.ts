import type { EmbedConfig } from '../../../../runtime/config/embed-config';
import { embedConfig } from '../../support/embed-config';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A complete embed config with everything off; tests switch on what they exercise. */
export function testConfig(overrides: DeepPartial<EmbedConfig> = {}): EmbedConfig {
  // The spec defaults (station 42 "Radio 42", an empty flower), plus what the vendors report on.
  const base = merge(embedConfig({ data: { audioHls: 'https://stream.example/live.m3u8' } }), {
    buildTime: 0,
    playerLink: 'https://player.example/42/',
    station: { name: 'radio42', code: 'R42' },
  });
  return merge(base, overrides) as EmbedConfig;
}

function merge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = merge(base[key], value);
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
