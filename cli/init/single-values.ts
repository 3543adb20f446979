import type { Command } from 'commander';

/** A single-value option given more than once: its flag and every value, in order. */
export interface RepeatedOption {
  flag: string;
  values: string[];
}

/**
 * Watches a command's options that take one value (`--stream <url>`, not `--force`), so that a
 * repeat can be refused: commander keeps the last one silently, and `init --stream a --stream b`
 * would write a station with only `b`. Returns what was repeated, read after parsing.
 */
export function watchRepeats(command: Command): () => RepeatedOption[] {
  const seen = new Map<string, string[]>();
  for (const option of command.options) {
    if (option.variadic || !(option.required || option.optional)) continue;
    const flag = option.long ?? option.flags;
    command.on(`option:${option.name()}`, (value: unknown) => seen.set(flag, [...(seen.get(flag) ?? []), String(value)]));
  }
  return () => [...seen].flatMap(([flag, values]) => (values.length > 1 ? [{ flag, values }] : []));
}
